package org.accord.provider.store;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;

import org.accord.agreement.AgreementState;

/**
 * Durable agreements and negotiations. Every method either completes (and what it wrote is committed)
 * or throws a {@link StoreException}; implementations are safe for concurrent use.
 */
public interface AgreementStore extends AutoCloseable {

    /**
     * Stores a new agreement, unless its initiator already created one from the same offer id: then the
     * stored one is returned as {@link CreateOutcome.Existing} and nothing is written. Concurrent creates
     * with the same (initiator, offer id) store exactly one agreement and all return it.
     *
     * @throws DuplicateRecordException if the agreement id is taken by an agreement from another offer
     */
    CreateOutcome create(AgreementRecord agreement);

    Optional<AgreementRecord> find(String agreementId);

    Optional<AgreementRecord> findByOffer(String initiator, String offerId);

    /** Every agreement, oldest first. */
    List<AgreementRecord> list();

    /** The agreements of one initiator, oldest first. */
    List<AgreementRecord> listByInitiator(String initiator);

    /** The agreements in any of the given states, oldest first (e.g. to rebuild the resource record). */
    List<AgreementRecord> listByState(Collection<AgreementState> states);

    /**
     * Changes one agreement in a transaction: reads it with a row lock, applies {@code change}, writes the
     * result. If {@code change} throws, nothing is written and the exception propagates, so it can refuse
     * a transition. The change must keep the agreement's identity ({@link AgreementRecord#sameIdentity}).
     *
     * @return the agreement as written
     * @throws RecordNotFoundException if there is no such agreement
     */
    AgreementRecord update(String agreementId, UnaryOperator<AgreementRecord> change);

    /**
     * Stores a new negotiation.
     *
     * @throws DuplicateRecordException if its id is taken
     */
    void createNegotiation(NegotiationRecord negotiation);

    Optional<NegotiationRecord> findNegotiation(String negotiationId);

    /** How many negotiations each initiator holds in {@code state}, by initiator (initiators with none left out). */
    Map<String, Integer> countNegotiations(NegotiationState state);

    /**
     * Changes one negotiation in a transaction, as {@link #update} does for agreements.
     *
     * @throws RecordNotFoundException if there is no such negotiation
     */
    NegotiationRecord updateNegotiation(String negotiationId, UnaryOperator<NegotiationRecord> change);

    /**
     * Checks that a write would be accepted now (readiness): the database answers a write statement that
     * changes nothing. The default trusts the store.
     *
     * @throws StoreException naming what refused
     */
    default void requireWritable() {
    }

    /** Releases the database; the store cannot be used afterwards. */
    @Override
    void close();
}
