package org.accord.validation;

import java.util.List;
import java.util.Objects;

import org.accord.document.DocumentProblem;

/** The outcome of checking one document: every problem found, none when it is valid. */
public record ValidationReport(String source, List<DocumentProblem> problems) {

    public ValidationReport {
        Objects.requireNonNull(source, "source");
        problems = List.copyOf(problems);
    }

    public boolean isValid() {
        return problems.isEmpty();
    }
}
