/**
 * Agreements and what they are made of, independent of XML: the context (who agrees, until when, after
 * which template), the Accord view of the term tree, and the WS-Agreement state machines of an agreement,
 * its service terms and its guarantee terms.
 */
package org.accord.agreement;
