package org.accord.document;

/**
 * A place in a document, 1-based. {@link #UNKNOWN} (0:0) stands for problems that concern the document as
 * a whole, such as a file that cannot be read.
 */
public record Position(int line, int column) {

    /** No position: the problem concerns the whole source. */
    public static final Position UNKNOWN = new Position(0, 0);
    /** The start of a document. */
    public static final Position START = new Position(1, 1);

    public Position {
        if (line < 0 || column < 0) {
            throw new IllegalArgumentException("position must not be negative: " + line + ":" + column);
        }
    }

    /** Whether this position points into the document. */
    public boolean isKnown() {
        return line > 0;
    }
}
