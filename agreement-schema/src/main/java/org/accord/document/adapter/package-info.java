/**
 * The JAXB adapters that the generated WS-Agreement types use (named in the binding files): {@code xs:dateTime}
 * as {@link java.time.Instant}. Depends on nothing of Accord's, so the generated types and the document code
 * that reads them stay free of cycles.
 */
package org.accord.document.adapter;
