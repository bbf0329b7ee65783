/**
 * Reading and writing WS-Agreement documents: templates, agreement offers, agreements and negotiation
 * offers. Reading is secure (no DOCTYPE, no external entity is ever fetched), validates against Accord's
 * schemas and reports every problem with its {@code source:line:column}; the generated JAXB types stay
 * here and in the two mappers ({@link org.accord.document.WsagToDomain} and
 * {@link org.accord.document.DomainToWsag}), the rest of Accord sees the domain records.
 */
package org.accord.document;
