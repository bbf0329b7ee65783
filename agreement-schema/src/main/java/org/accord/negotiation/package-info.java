/**
 * WS-Agreement Negotiation offers: proposals and counter-proposals exchanged before an agreement is
 * created, each pointing at the offer it answers.
 */
package org.accord.negotiation;
