package org.accord.document;

import java.util.Objects;

/**
 * One thing wrong with a document, at a place in it.
 *
 * @param source how the user named the document (a path as given, or a system id)
 * @param position where the problem is; {@link Position#UNKNOWN} for the whole source
 * @param message a complete sentence-like description, without the source or position
 */
public record DocumentProblem(String source, Position position, String message) {

    public DocumentProblem {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(message, "message");
    }

    public static DocumentProblem at(String source, int line, int column, String message) {
        return new DocumentProblem(source, new Position(line, column), message);
    }

    public int line() {
        return position.line();
    }

    public int column() {
        return position.column();
    }

    /** {@code source:line:column: message}, or {@code source: message} when the position is unknown. */
    @Override
    public String toString() {
        return position.isKnown()
                ? source + ":" + position.line() + ":" + position.column() + ": " + message
                : source + ": " + message;
    }
}
