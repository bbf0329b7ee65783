package org.accord.document;

import java.util.List;

/**
 * A document could not be read: it is missing, malformed, insecure, in the wrong namespace or not valid
 * against the schema. Carries every problem found, each with its place.
 */
public class DocumentException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final transient List<DocumentProblem> problems;

    public DocumentException(List<DocumentProblem> problems) {
        super(summary(problems));
        this.problems = List.copyOf(problems);
    }

    public DocumentException(DocumentProblem problem) {
        this(List.of(problem));
    }

    /** Every problem found, in document order; never empty. */
    public List<DocumentProblem> problems() {
        return problems;
    }

    private static String summary(List<DocumentProblem> problems) {
        if (problems.isEmpty()) {
            throw new IllegalArgumentException("a document exception needs at least one problem");
        }
        String first = problems.get(0).toString();
        return problems.size() == 1 ? first : first + " (and " + (problems.size() - 1) + " more problems)";
    }
}
