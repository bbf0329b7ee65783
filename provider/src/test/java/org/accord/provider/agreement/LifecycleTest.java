package org.accord.provider.agreement;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.accord.agreement.AgreementState;

import org.accord.document.Documents;
import org.accord.provider.admission.Allocation;
import org.accord.provider.admission.DeadlineAllocation;
import org.accord.provider.clock.ManualClock;
import org.accord.provider.store.AgreementRecord;
import org.accord.provider.template.TemplateRegistry;
import org.accord.schema.wsag.AgreementType;
import org.accord.provider.intake.CheckedOffer;
import org.accord.provider.intake.OfferIntake;
import org.accord.validation.DocumentValidator;
import org.junit.jupiter.api.Test;

class LifecycleTest {

    private static final Documents DOCUMENTS = Documents.standard();

    private final Lifecycle lifecycle = new Lifecycle(new ManualClock(0));

    @Test
    void recordsAnOfferAdmittedAtOnceAsObservingItsPendingRecordWould() {
        CheckedOffer offer = received("valid/librasla-job-offer.xml");
        Allocation allocation = new DeadlineAllocation(0, List.of("node-1", "node-2"), 4, 4);

        AgreementRecord admitted = lifecycle.admitted("a-1", "alice", offer, "<doc/>", allocation);
        AgreementRecord observed = lifecycle.observed(lifecycle.pending("a-1", "alice", offer, "<doc/>"), allocation,
                offer.terms());

        assertThat(admitted).usingRecursiveComparison().ignoringFields("created", "updated").isEqualTo(observed);
        assertThat(admitted.state()).isEqualTo(AgreementState.OBSERVED);
        assertThat(admitted.placement()).isPresent();
    }

    private static CheckedOffer received(String relative) {
        OfferIntake intake = new OfferIntake(TemplateRegistry.builtIn(DOCUMENTS), DOCUMENTS,
                new DocumentValidator(DOCUMENTS), true);
        byte[] xml = Offers.read(relative).getBytes(StandardCharsets.UTF_8);
        return intake.receive(DOCUMENTS.readOffer(new ByteArrayInputStream(xml), relative).xml(AgreementType.class));
    }
}
