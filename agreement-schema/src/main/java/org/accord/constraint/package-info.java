/**
 * WS-Agreement creation constraints (GFD.107 {@code wsag:CreationConstraints}), checked without XML: an
 * {@link org.accord.constraint.ItemConstraint} restricts the values an offer may put at a location with the
 * {@code xs:restriction} facets GFD.107 allows, and {@link org.accord.constraint.CreationConstraintChecker}
 * reports every {@link org.accord.constraint.ConstraintViolation} of an offer at once. Resolving locations
 * (XPath) to values is the XML side's job.
 */
package org.accord.constraint;
