package org.accord.validation.constraintcheck;

import java.util.Arrays;

/**
 * The elements a SAX pass is inside, outermost first, by namespace and local name: what an {@link ElementPath}
 * matches its steps against while the events go by. Kept in two growing arrays of the event's own strings, so
 * that an element costs no allocation (a stack of {@code QName}s made one per element of every offer). Not
 * thread-safe.
 */
final class OpenElements {

    private String[] uris = new String[16];
    private String[] localNames = new String[16];
    private int depth;

    /** Enters an element. */
    void push(String uri, String localName) {
        if (depth == uris.length) {
            uris = Arrays.copyOf(uris, depth * 2);
            localNames = Arrays.copyOf(localNames, depth * 2);
        }
        uris[depth] = uri;
        localNames[depth] = localName;
        depth++;
    }

    /** Leaves the innermost element. */
    void pop() {
        depth--;
        uris[depth] = null;
        localNames[depth] = null;
    }

    /** How many elements are open. */
    int depth() {
        return depth;
    }

    /** The namespace of the open element at {@code level} (0 is the outermost). */
    String uri(int level) {
        return uris[level];
    }

    /** The local name of the open element at {@code level} (0 is the outermost). */
    String localName(int level) {
        return localNames[level];
    }
}
