package org.accord.provider.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.message.Exchange;
import org.apache.cxf.message.ExchangeImpl;
import org.apache.cxf.message.Message;
import org.apache.cxf.message.MessageImpl;
import org.apache.cxf.service.model.BindingOperationInfo;
import org.junit.jupiter.api.Test;

class FaultHygieneTest {

    @Test
    void anUntypedFailureAfterTheEndpointWasReachedIsTheProvidersWithoutJavaText() {
        Message message = faultMessage(new Fault(new IllegalStateException("java.lang.NullPointerException: boom")));
        invoked(message);

        new FaultHygiene("AgreementFactory").handleMessage(message);

        Fault fault = (Fault) message.getContent(Exception.class);
        assertThat(fault.getFaultCode()).isEqualTo(Fault.FAULT_CODE_SERVER);
        assertThat(fault.getMessage()).doesNotContain("boom").doesNotContain("java.")
                .isEqualTo("the provider failed to process the request (an internal error, logged by the provider)");
    }

    @Test
    void anUntypedFailureBeforeTheEndpointIsTheCallersWithAReasonCode() {
        Message message = faultMessage(new Fault(new IllegalArgumentException("Unexpected wrapper element")));

        new FaultHygiene("Agreement").handleMessage(message);

        Fault fault = (Fault) message.getContent(Exception.class);
        assertThat(fault.getFaultCode()).isEqualTo(Fault.FAULT_CODE_CLIENT);
        assertThat(fault.getDetail().getFirstChild().getLocalName()).isEqualTo("ResourceUnknownFault");
        assertThat(fault.getDetail().getTextContent()).startsWith("INVALID_REQUEST");
    }

    @Test
    void theCoresRefusalOutsideATypedFaultIsStillTheCallersWithItsReasonCode() {
        Message message = faultMessage(new Fault(new org.accord.provider.fault.FaultException(
                org.accord.agreement.FaultReason.UNKNOWN_AGREEMENT, "no agreement has the id 'x'")));
        invoked(message);

        new FaultHygiene("PendingAgreements").handleMessage(message);

        Fault fault = (Fault) message.getContent(Exception.class);
        assertThat(fault.getFaultCode()).isEqualTo(Fault.FAULT_CODE_CLIENT);
        assertThat(fault.getMessage()).isEqualTo("no agreement has the id 'x'");
        assertThat(fault.getDetail().getTextContent()).startsWith("UNKNOWN_AGREEMENT");
    }

    @Test
    void cutsLongRunsAndLongTextsWithAMarker() {
        assertThat(FaultHygiene.truncate("no agreement has the id '" + "y".repeat(1000) + "'"))
                .isEqualTo("no agreement has the id '" + "y".repeat(127) + "...[1002 characters, cut]");
        assertThat(FaultHygiene.truncate("short words stay as they are")).isEqualTo("short words stay as they are");
        assertThat(FaultHygiene.truncate("ab ".repeat(10_000))).hasSizeLessThan(FaultHygiene.MAX_TEXT + 64)
                .endsWith(" more characters, cut]");
    }

    @Test
    void aRequestWhoseBodyNamedNoOperationIsRefusedAsTheCallersErrorBeforeTheInvoker() {
        Message message = new MessageImpl();
        message.setExchange(new ExchangeImpl());

        assertThatThrownBy(() -> new FaultHygiene.Invoked().handleMessage(message))
                .isInstanceOfSatisfying(Fault.class, f -> {
                    assertThat(f.getFaultCode()).isEqualTo(Fault.FAULT_CODE_CLIENT);
                    assertThat(f.getCause()).isInstanceOf(RefusedRequest.class)
                            .hasMessage("the SOAP Body holds no operation element");
                });
    }

    /** The request reached the endpoint: CXF identified its operation, and the invoker ran. */
    private static void invoked(Message message) {
        message.getExchange().put(BindingOperationInfo.class, new BindingOperationInfo());
        new FaultHygiene.Invoked().handleMessage(message);
    }

    private static Message faultMessage(Fault fault) {
        Message message = new MessageImpl();
        Exchange exchange = new ExchangeImpl();
        message.setExchange(exchange);
        message.setContent(Exception.class, fault);
        return message;
    }
}
