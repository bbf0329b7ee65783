package org.accord.provider.endpoint;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Optional;

import javax.xml.namespace.QName;

import org.accord.document.Documents;
import org.accord.document.ExtensionTypes;
import org.accord.schema.negotiation.NegotiationOfferType;
import org.accord.schema.wsag.AgreementType;
import org.apache.cxf.jaxws.JaxWsProxyFactoryBean;

/** Test clients: generated-interface proxies over the WSDL, and raw SOAP posts for malformed requests. */
public final class Clients {

    public static final String NAMESPACE = "urn:accord:service:1";

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private Clients() {}

    /** A proxy of {@code port} (e.g. AgreementFactory) at {@code baseUrl/NAME}, optionally with Basic credentials. */
    public static <T> T port(Class<T> port, String baseUrl, Optional<String[]> credentials) {
        JaxWsProxyFactoryBean factory = new JaxWsProxyFactoryBean();
        factory.setServiceClass(port);
        factory.setWsdlURL("classpath:wsdl/accord.wsdl");
        factory.setServiceName(new QName(NAMESPACE, port.getSimpleName() + "Service"));
        factory.setEndpointName(new QName(NAMESPACE, port.getSimpleName() + "Port"));
        factory.setAddress(baseUrl + "/" + port.getSimpleName());
        factory.setProperties(ExtensionTypes.cxfProperties());
        credentials.ifPresent(c -> {
            factory.setUsername(c[0]);
            factory.setPassword(c[1]);
        });
        return port.cast(factory.create());
    }

    public static <T> T port(Class<T> port, String baseUrl) {
        return port(port, baseUrl, Optional.empty());
    }

    /** An offer document as the JAXB type a client sends. */
    public static AgreementType offer(String xml) {
        return Documents.standard().readOffer(new java.io.ByteArrayInputStream(
                xml.getBytes(java.nio.charset.StandardCharsets.UTF_8)), "test offer").xml(AgreementType.class);
    }

    /** The example negotiation offer. */
    public static NegotiationOfferType negotiationOffer() {
        return Documents.standard().readNegotiationOffer(Path.of("..", "examples", "negotiation",
                "hpc-job-negotiation-offer.xml")).xml(NegotiationOfferType.class);
    }

    /** An offer document wrapped in a createAgreement SOAP envelope. */
    public static String createEnvelope(String offerXml) {
        String offer = offerXml.replaceFirst("<\\?xml[^>]*\\?>", "")
                .replaceFirst("<wsag:AgreementOffer", "<s:offer xmlns:s=\"" + NAMESPACE + "\"")
                .replace("</wsag:AgreementOffer>", "</s:offer>");
        return "<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\"><soap:Body>"
                + "<s:createAgreement xmlns:s=\"" + NAMESPACE + "\">" + offer + "</s:createAgreement></soap:Body></soap:Envelope>";
    }

    public static HttpResponse<String> post(String url, String body) {
        return post(url, body, "\"\"");
    }

    /** A raw SOAP 1.1 post with the given SOAPAction header value. */
    public static HttpResponse<String> post(String url, String body, String soapAction) {
        try {
            return HTTP.send(HttpRequest.newBuilder(URI.create(url)).header("Content-Type", "text/xml; charset=UTF-8")
                    .header("SOAPAction", soapAction).POST(HttpRequest.BodyPublishers.ofString(body)).build(),
                    HttpResponse.BodyHandlers.ofString());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** A raw post of {@code body} with the given Content-Type header (e.g. a charset the provider cannot decode). */
    public static HttpResponse<String> post(String url, String contentType, byte[] body) {
        try {
            return HTTP.send(HttpRequest.newBuilder(URI.create(url)).header("Content-Type", contentType)
                    .header("SOAPAction", "\"\"").POST(HttpRequest.BodyPublishers.ofByteArray(body)).build(),
                    HttpResponse.BodyHandlers.ofString());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** The agreement offer a consumer builds from an acceptable counter-offer. */
    public static AgreementType agreementOffer(NegotiationOfferType counter) {
        org.accord.offer.AgreementOffer offer = org.accord.document.WsagToDomain.negotiationOffer(counter).toAgreementOffer();
        return org.accord.document.DomainToWsag.offer(offer);
    }

    public static HttpResponse<String> get(String url) {
        try {
            return HTTP.send(HttpRequest.newBuilder(URI.create(url)).GET().build(), HttpResponse.BodyHandlers.ofString());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
