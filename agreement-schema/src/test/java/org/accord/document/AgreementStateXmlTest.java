package org.accord.document;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

import javax.xml.parsers.DocumentBuilderFactory;

import org.accord.agreement.AgreementState;
import org.accord.agreement.AgreementStatus;
import org.accord.agreement.GuaranteeOutcome;
import org.accord.agreement.GuaranteeTermState;
import org.accord.agreement.ServiceTermState;
import org.accord.schema.wsag.GuaranteeTermStateDefinition;
import org.accord.schema.wsag.GuaranteeTermStateType;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

class AgreementStateXmlTest {

    @Test
    void aStatusWrittenAndReadBackIsTheSameStatus() {
        Map<String, ServiceTermState> services = new LinkedHashMap<>();
        services.put("job", ServiceTermState.COMPLETED);
        services.put("storage", ServiceTermState.READY);
        AgreementStatus status = new AgreementStatus("a-1", AgreementState.COMPLETE, services, List.of(
                new GuaranteeOutcome("deadline", GuaranteeTermState.VIOLATED, OptionalDouble.of(-12.5), Optional.of("EUR"),
                        OptionalDouble.of(7200), OptionalDouble.of(30)),
                GuaranteeOutcome.undetermined("price")));

        AgreementStatus read = AgreementStateXml.status("a-1", AgreementStateXml.agreementState(status),
                AgreementStateXml.serviceTermStates(status), AgreementStateXml.guaranteeTermStates(status));

        assertThat(read).isEqualTo(status);
        assertThat(read.guaranteeTermStates()).containsExactly(Map.entry("deadline", GuaranteeTermState.VIOLATED),
                Map.entry("price", GuaranteeTermState.NOT_DETERMINED));
        assertThat(read.businessValue()).isEqualTo(-12.5);
        assertThat(read.fulfilled()).isFalse();
    }

    @Test
    void aFinishedGuaranteeWithoutAValueWritesNoBusinessValueAndReadsAsEmpty() {
        AgreementStatus status = new AgreementStatus("a-2", AgreementState.COMPLETE, Map.of(), List.of(
                new GuaranteeOutcome("deadline", GuaranteeTermState.FULFILLED, OptionalDouble.empty(), Optional.empty(),
                        OptionalDouble.of(100), OptionalDouble.empty())));

        List<GuaranteeTermStateType> written = AgreementStateXml.guaranteeTermStates(status);
        AgreementStatus read = AgreementStateXml.status("a-2", AgreementStateXml.agreementState(status), null, written);

        assertThat(written.get(0).getAny()).extracting(e -> ((Element) e).getLocalName()).containsExactly("FinishTime", "Delay");
        assertThat(read).isEqualTo(status);
        assertThat(read.fulfilled()).isTrue();
    }

    @Test
    void realisedValuesAnotherProviderGarbledReadAsEmpty() throws Exception {
        Element garbled = DocumentBuilderFactory.newDefaultNSInstance().newDocumentBuilder().newDocument()
                .createElementNS(AgreementStateXml.NAMESPACE, "outcome:BusinessValue");
        garbled.setTextContent("lots");
        GuaranteeTermStateType type = new GuaranteeTermStateType();
        type.setTermName("deadline");
        type.setState(GuaranteeTermStateDefinition.FULFILLED);
        type.getAny().add(garbled);
        AgreementStatus status = new AgreementStatus("a-3", AgreementState.COMPLETE, Map.of(), List.of());

        AgreementStatus read = AgreementStateXml.status("a-3", AgreementStateXml.agreementState(status), List.of(),
                List.of(type));

        assertThat(read.guarantee("deadline")).hasValueSatisfying(g -> {
            assertThat(g.value()).isEmpty();
            assertThat(g.valueUnit()).isEmpty();
        });
        assertThat(read.businessValue()).isZero();
    }
}
