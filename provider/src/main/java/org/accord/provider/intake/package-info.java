/**
 * Where an offer enters the provider: {@link org.accord.provider.intake.OfferIntake} translates the offer the
 * endpoint received (a JAXB object, or text) to the domain once, checks it (schema, template, function terms,
 * creation constraints) and returns a {@link org.accord.provider.intake.CheckedOffer}, the only form of an
 * offer the core service takes. Generated JAXB types stop here.
 */
package org.accord.provider.intake;
