package org.accord.provider.agreement;

/**
 * Told of every decision the {@link AgreementService} makes and of how long each admission took in the
 * scheduler: the provider's metrics and its decision log listen. Called on the deciding thread, the
 * admission time under the admission lock: implementations must be quick and must not throw.
 */
public interface DecisionListener {

    /** Listens to nothing. */
    DecisionListener NONE = new DecisionListener() {
        @Override
        public void decided(Decision decision) {
        }
    };

    /** One decision, made and stored. */
    void decided(Decision decision);

    /** The scheduler took {@code nanos} to admit or refuse one offer. */
    default void admissionTimed(long nanos) {
    }

    /** Both {@code this} and {@code other}, in that order. */
    default DecisionListener andThen(DecisionListener other) {
        DecisionListener first = this;
        return new DecisionListener() {
            @Override
            public void decided(Decision decision) {
                first.decided(decision);
                other.decided(decision);
            }

            @Override
            public void admissionTimed(long nanos) {
                first.admissionTimed(nanos);
                other.admissionTimed(nanos);
            }
        };
    }
}
