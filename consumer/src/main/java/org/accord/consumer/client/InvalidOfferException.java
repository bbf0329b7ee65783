package org.accord.consumer.client;

import java.util.List;
import java.util.stream.Collectors;

import org.accord.agreement.FaultReason;
import org.accord.document.DocumentProblem;

/**
 * An offer the client refused to send because it breaks its template's rules, found by the same
 * {@link org.accord.validation.DocumentValidator} checks the provider runs, so the reason and the
 * messages are the ones the provider would have answered with: {@link #detail()} holds every problem as
 * {@code offer:LINE:COLUMN: message}, one per line. {@link #problems()} lists them as values.
 */
public final class InvalidOfferException extends OfferFaultException {

    private static final long serialVersionUID = 1L;

    private final transient List<DocumentProblem> problems;

    public InvalidOfferException(FaultReason reason, List<DocumentProblem> problems) {
        super(reason, reason.code(), summary(problems));
        this.problems = List.copyOf(problems);
    }

    /** Every problem found, with its position in the offer as the client wrote it. */
    public List<DocumentProblem> problems() {
        return problems;
    }

    /** Every problem as {@code offer:LINE:COLUMN: message}, one per line, as the provider reports them. */
    private static String summary(List<DocumentProblem> problems) {
        if (problems.isEmpty()) {
            throw new IllegalArgumentException("an invalid offer must have at least one problem");
        }
        return problems.stream().map(DocumentProblem::toString).collect(Collectors.joining("\n"));
    }
}
