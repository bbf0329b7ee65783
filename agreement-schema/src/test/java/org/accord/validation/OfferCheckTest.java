package org.accord.validation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

import org.accord.agreement.FaultReason;
import org.accord.document.Documents;
import org.accord.document.Examples;
import org.accord.document.LoadedDocument;
import org.accord.schema.wsag.AgreementType;
import org.accord.template.Template;
import org.junit.jupiter.api.Test;

class OfferCheckTest {

    private final Documents documents = Documents.standard();
    private final LoadedDocument<Template> hpcJob = documents.readTemplate(Examples.file("templates/hpc-job.xml"));
    private final OfferCheck.Templates templates = new OfferCheck.Templates() {
        @Override
        public Optional<LoadedDocument<Template>> find(String templateId) {
            return templateId.equals("hpc-job") ? Optional.of(hpcJob) : Optional.empty();
        }

        @Override
        public List<Template> templates() {
            return List.of(hpcJob.model());
        }
    };
    private final OfferCheck check = new OfferCheck(documents, DocumentValidator.standard(), templates,
            (field, value) -> Optional.empty());

    @Test
    void readsAValidOfferIntoDomainValuesWithItsTemplateAndCompactText() {
        OfferCheck.Checked checked = check.checkValidated(offer("offers/valid/hpc-job-offer.xml"), Optional.empty());

        assertThat(checked.refusal()).isEmpty();
        assertThat(checked.template().templateId()).isEqualTo("hpc-job");
        assertThat(checked.offer().context().initiator()).contains("alice@example.org");
        assertThat(checked.jsdlUser()).isEmpty();
        assertThat(checked.text().isComplete()).isTrue();
    }

    @Test
    void takesTheOfferAsTheAuthenticatedUserInitiatesIt() {
        OfferCheck.Checked checked = check.checkValidated(offer("offers/valid/hpc-job-offer.xml"), Optional.of("bob"));

        assertThat(checked.offer().context().initiator()).contains("bob");
    }

    @Test
    void holdsTheValidatorsRefusalUntilAskedSoThatProviderPolicyComesFirst() {
        OfferCheck.Checked checked =
                check.checkValidated(offer("offers/invalid/hpc-job-constraint-violation.xml"), Optional.empty());

        assertThat(checked.refusal()).isPresent();
        assertThatThrownBy(checked::requireValid).isInstanceOfSatisfying(OfferCheck.Refused.class, refused -> {
            assertThat(refused.reason()).isEqualTo(FaultReason.CONSTRAINT_VIOLATION);
            assertThat(refused.getMessage()).startsWith("offer:").contains("CpuRangeMax");
        });
    }

    @Test
    void refusesAnOfferHoldingACharacterXmlCannotCarryAsInvalid() {
        AgreementType document = offer("offers/valid/hpc-job-offer.xml");
        document.setName("job\u0001");

        OfferCheck.Checked checked = check.checkValidated(document, Optional.empty());

        assertThatThrownBy(checked::requireValid).isInstanceOfSatisfying(OfferCheck.Refused.class, refused -> {
            assertThat(refused.reason()).isEqualTo(FaultReason.INVALID_OFFER);
            assertThat(refused.getMessage()).contains("0x1");
        });
    }

    @Test
    void refusesAnUnknownTemplateNamingThosePublished() {
        AgreementType document = offer("offers/valid/hpc-job-offer.xml");
        document.getContext().setTemplateId("nowhere");

        assertThatThrownBy(() -> check.checkValidated(document, Optional.empty()))
                .isInstanceOfSatisfying(OfferCheck.Refused.class, refused -> {
                    assertThat(refused.reason()).isEqualTo(FaultReason.UNKNOWN_TEMPLATE);
                    assertThat(refused.getMessage())
                            .isEqualTo("unknown template 'nowhere'; this provider publishes [hpc-job]");
                });
    }

    @Test
    void refusesADateTheRuleRefusesBeforeLookingForTheTemplate() {
        OfferCheck dated = new OfferCheck(documents, DocumentValidator.standard(), templates,
                (field, value) -> Optional.of(field + " " + value + " is too late"));
        AgreementType document = offer("offers/valid/hpc-job-offer.xml");
        document.getContext().setTemplateId("nowhere");

        assertThatThrownBy(() -> dated.checkValidated(document, Optional.empty()))
                .isInstanceOfSatisfying(OfferCheck.Refused.class, refused -> {
                    assertThat(refused.reason()).isEqualTo(FaultReason.INVALID_OFFER);
                    assertThat(refused.getMessage()).isEqualTo("wsag:Context/wsag:ExpirationTime "
                            + Instant.parse("2099-12-31T23:59:59Z") + " is too late");
                });
    }

    private AgreementType offer(String example) {
        return documents.readOffer(Examples.file(example)).xml(AgreementType.class);
    }
}
