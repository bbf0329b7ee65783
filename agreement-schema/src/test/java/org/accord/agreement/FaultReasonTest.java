package org.accord.agreement;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class FaultReasonTest {

    @Test
    void everyReasonCodeIsDocumentedInTheWsdl() throws Exception {
        String wsdl;
        try (var in = FaultReason.class.getResourceAsStream("/wsdl/accord.wsdl")) {
            wsdl = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }

        for (FaultReason reason : FaultReason.values()) {
            assertThat(wsdl).contains(reason.code());
            assertThat(wsdl).contains("<wsdl:message name=\"" + reason.fault().wsdlName() + "\">");
        }
    }

    @Test
    void readsAReceivedCodeAndIgnoresAnUnknownOne() {
        assertThat(FaultReason.fromCode("CONSTRAINT_VIOLATION")).contains(FaultReason.CONSTRAINT_VIOLATION);
        assertThat(FaultReason.fromCode("constraint_violation")).isEmpty();
        assertThat(FaultReason.CONSTRAINT_VIOLATION.fault()).isEqualTo(FaultReason.Fault.AGREEMENT_FACTORY);
    }
}
