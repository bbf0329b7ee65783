/**
 * A template's creation constraints checked against an offer, two ways that decide alike. The speed path,
 * {@link org.accord.validation.constraintcheck.StreamedConstraintCheck}, decides in one pass over the offer's
 * SAX events without writing or parsing text, for templates whose Locations are all plain element paths
 * ({@link org.accord.validation.constraintcheck.ElementPath}); its reference beside it,
 * {@link org.accord.validation.constraintcheck.CreationConstraintCheck}, evaluates the Locations with XPath on
 * the offer's DOM and reports every problem with its position. The speed path saves more than a tenth of a
 * create's CPU ({@code docs/benchmarks.md}, "Speed paths"); its tests hold it to the reference's verdict.
 */
package org.accord.validation.constraintcheck;
