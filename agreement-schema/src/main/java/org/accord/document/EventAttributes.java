package org.accord.document;

import java.util.Arrays;

import org.xml.sax.Attributes;

/**
 * The attributes of one start tag that {@link AgreementEvents} sends, every one of type CDATA, as JAXB's
 * are. Reused from tag to tag: {@link #clear} only resets the count (SAX's {@code AttributesImpl} nulls its
 * whole array on every clear, which showed in the intake's profile). A handler must copy what it keeps
 * beyond its {@code startElement}, as SAX asks.
 */
final class EventAttributes implements Attributes {

    private static final String CDATA = "CDATA";

    private String[] uris = new String[4];
    private String[] localNames = new String[4];
    private String[] qNames = new String[4];
    private String[] values = new String[4];
    private int length;

    void clear() {
        length = 0;
    }

    void add(String uri, String localName, String qName, String value) {
        if (length == uris.length) {
            uris = Arrays.copyOf(uris, length * 2);
            localNames = Arrays.copyOf(localNames, length * 2);
            qNames = Arrays.copyOf(qNames, length * 2);
            values = Arrays.copyOf(values, length * 2);
        }
        uris[length] = uri;
        localNames[length] = localName;
        qNames[length] = qName;
        values[length] = value;
        length++;
    }

    @Override
    public int getLength() {
        return length;
    }

    @Override
    public String getURI(int index) {
        return index >= 0 && index < length ? uris[index] : null;
    }

    @Override
    public String getLocalName(int index) {
        return index >= 0 && index < length ? localNames[index] : null;
    }

    @Override
    public String getQName(int index) {
        return index >= 0 && index < length ? qNames[index] : null;
    }

    @Override
    public String getType(int index) {
        return index >= 0 && index < length ? CDATA : null;
    }

    @Override
    public String getValue(int index) {
        return index >= 0 && index < length ? values[index] : null;
    }

    @Override
    public int getIndex(String uri, String localName) {
        for (int i = 0; i < length; i++) {
            if (uris[i].equals(uri) && localNames[i].equals(localName)) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public int getIndex(String qName) {
        for (int i = 0; i < length; i++) {
            if (qNames[i].equals(qName)) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public String getType(String uri, String localName) {
        return getType(getIndex(uri, localName));
    }

    @Override
    public String getType(String qName) {
        return getType(getIndex(qName));
    }

    @Override
    public String getValue(String uri, String localName) {
        return getValue(getIndex(uri, localName));
    }

    @Override
    public String getValue(String qName) {
        return getValue(getIndex(qName));
    }
}
