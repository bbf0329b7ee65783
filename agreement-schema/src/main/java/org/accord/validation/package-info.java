/**
 * Checking WS-Agreement documents the way {@code ./accord validate} does: schema validity, the function
 * terms (compiled together by the term engine), and, when a template is given, the template's creation
 * constraints evaluated against the offer. Every problem is reported at its {@code source:line:column}.
 */
package org.accord.validation;
