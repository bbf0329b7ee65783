package org.accord.term;

/** A caller asked a compiled term set about a name it does not declare, or of the wrong kind. */
public final class UnknownTermException extends TermException {

    public UnknownTermException(String term, String message) {
        super(term, message);
    }
}
