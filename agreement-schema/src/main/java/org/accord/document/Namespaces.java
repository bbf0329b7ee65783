package org.accord.document;

/** The XML namespaces of the documents Accord reads and writes. */
public final class Namespaces {

    /** WS-Agreement (OGF GFD.107). */
    public static final String WSAG = "http://schemas.ggf.org/graap/2007/03/ws-agreement";
    /** WS-Agreement Negotiation (OGF GFD.193). */
    public static final String NEGOTIATION = "http://schemas.ogf.org/graap/2009/11/ws-agreement-negotiation";
    /** Accord's extension: job description, SLA terms, function terms. */
    public static final String ACCORD = "urn:accord:sla:1";
    /** XML Schema, whose facet elements express a creation constraint's restriction. */
    public static final String XML_SCHEMA = "http://www.w3.org/2001/XMLSchema";

    private Namespaces() {
    }
}
