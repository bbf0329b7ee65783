package org.accord.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.util.Arrays;

import org.accord.schema.service.AccessDeniedFault;
import org.accord.schema.service.Agreement;
import org.accord.schema.service.AgreementFactory;
import org.accord.schema.service.AgreementFactoryFault;
import org.accord.schema.service.AgreementState;
import org.accord.schema.service.Negotiation;
import org.accord.schema.service.NegotiationFactory;
import org.accord.schema.service.NegotiationFault;
import org.accord.schema.service.ResourceUnknownFault;
import org.junit.jupiter.api.Test;

/** The service interfaces generated from accord.wsdl offer the agreed operations with typed faults. */
class ServiceContractTest {

    @Test
    void agreementFactoryCreatesAgreementsAndListsTemplates() throws NoSuchMethodException {
        assertThat(operations(AgreementFactory.class)).containsExactlyInAnyOrder("getTemplates", "createAgreement",
                "createPendingAgreement");
        Method create = AgreementFactory.class.getMethod("createAgreement", org.accord.schema.wsag.AgreementType.class);
        assertThat(create.getExceptionTypes()).contains(AgreementFactoryFault.class, AccessDeniedFault.class);
    }

    @Test
    void agreementAndStateOperationsTakeTheAgreementId() throws NoSuchMethodException {
        assertThat(operations(Agreement.class)).containsExactlyInAnyOrder("getAgreement", "terminate");
        assertThat(Agreement.class.getMethod("getAgreement", String.class).getExceptionTypes())
                .contains(ResourceUnknownFault.class);
        assertThat(operations(AgreementState.class)).containsExactly("getAgreementState");
    }

    @Test
    void negotiationOperationsExist() {
        assertThat(operations(NegotiationFactory.class)).containsExactly("initiateNegotiation");
        assertThat(operations(Negotiation.class)).containsExactlyInAnyOrder("negotiate", "terminateNegotiation");
        assertThat(Arrays.stream(Negotiation.class.getMethods()).filter(m -> m.getName().equals("negotiate")).findFirst()
                .orElseThrow().getExceptionTypes()).contains(NegotiationFault.class);
    }

    @Test
    void faultsCarryAReasonCodeAndAMessage() {
        org.accord.schema.service.FaultDetail detail = new org.accord.schema.service.FaultDetail();
        detail.setReasonCode("UNKNOWN_TEMPLATE");
        detail.setMessage("no template 'x'");

        AgreementFactoryFault fault = new AgreementFactoryFault("no template 'x'", detail);

        assertThat(fault.getFaultInfo().getReasonCode()).isEqualTo("UNKNOWN_TEMPLATE");
    }

    private static java.util.List<String> operations(Class<?> serviceInterface) {
        return Arrays.stream(serviceInterface.getDeclaredMethods()).map(Method::getName).toList();
    }
}
