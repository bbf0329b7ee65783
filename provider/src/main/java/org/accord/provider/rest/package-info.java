/**
 * The REST/JSON binding of the provider's core service, at {@code /api/v1}: templates, agreements (from
 * template values or a WS-Agreement offer document), negotiations, pending agreements, violations and an
 * event stream of agreement changes, described by the OpenAPI 3 document {@code /api/v1/openapi.json}.
 * Like the SOAP endpoints it only translates: every decision goes through the same intake
 * ({@link org.accord.provider.intake.OfferIntake}), admission and store
 * ({@link org.accord.provider.agreement.AgreementService}), behind the same authentication, ownership and
 * limits. Errors are RFC 9457 problem documents carrying the SOAP faults' reason codes ({@link Problems}).
 * The JSON shapes are documented in {@code docs/rest.md}.
 */
package org.accord.provider.rest;
