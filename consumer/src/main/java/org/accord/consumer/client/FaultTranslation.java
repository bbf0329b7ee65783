package org.accord.consumer.client;

import java.io.IOException;
import java.net.SocketException;
import java.net.URI;
import java.security.cert.CertPathBuilderException;
import java.security.cert.CertPathValidatorException;
import java.security.cert.CertificateException;
import java.util.Optional;

import javax.net.ssl.SSLException;
import javax.net.ssl.SSLHandshakeException;

import jakarta.xml.ws.WebServiceException;
import jakarta.xml.ws.soap.SOAPFaultException;

import org.accord.agreement.FaultReason;
import org.accord.schema.service.AccessDeniedFault;
import org.accord.schema.service.AgreementFactoryFault;
import org.accord.schema.service.FaultDetail;
import org.accord.schema.service.NegotiationFault;
import org.accord.schema.service.ResourceUnknownFault;
import org.apache.cxf.transport.http.HTTPException;

/**
 * The one place where what a port call raises becomes the client's exception tree: each WSDL fault its
 * typed {@link ProviderFaultException}, HTTP 401/403 {@link AccessDeniedException}, another HTTP error
 * status {@link ProviderErrorException}, a refused HTTPS certificate (untrusted, or issued for another host)
 * {@link UntrustedProviderException}, another transport failure (any {@link IOException} in the cause chain:
 * CXF reports client-side transport errors as SOAP faults caused by them)
 * {@link ProviderUnreachableException}, and any other SOAP fault {@link ProviderErrorException}.
 */
final class FaultTranslation {

    private FaultTranslation() {
    }

    /** Runs {@code call} on the endpoint {@code endpoint}, translating whatever it raises. */
    static <T> T call(String endpoint, PortCall<T> call) {
        try {
            return call.call();
        } catch (AgreementFactoryFault f) {
            FaultDetail d = detail(f.getFaultInfo(), f.getMessage());
            return throwing(new OfferFaultException(reason(d, FaultReason.REJECTED), d.getReasonCode(), d.getMessage()));
        } catch (ResourceUnknownFault f) {
            FaultDetail d = detail(f.getFaultInfo(), f.getMessage());
            return throwing(new UnknownResourceException(reason(d, FaultReason.UNKNOWN_AGREEMENT), d.getReasonCode(),
                    d.getMessage()));
        } catch (NegotiationFault f) {
            FaultDetail d = detail(f.getFaultInfo(), f.getMessage());
            return throwing(new NegotiationFaultException(reason(d, FaultReason.INVALID_STATE), d.getReasonCode(),
                    d.getMessage()));
        } catch (AccessDeniedFault f) {
            FaultDetail d = detail(f.getFaultInfo(), f.getMessage());
            return throwing(new AccessDeniedException(d.getReasonCode(), d.getMessage()));
        } catch (WebServiceException e) {
            return throwing(transport(endpoint, e));
        }
    }

    static AccordClientException transport(String endpoint, WebServiceException e) {
        Optional<HTTPException> http = cause(e, HTTPException.class);
        if (http.isPresent()) {
            int status = http.get().getResponseCode();
            if (status == 401 || status == 403) {
                return new AccessDeniedException(FaultReason.ACCESS_DENIED.code(), "HTTP " + status + " from "
                        + endpoint + " (missing or wrong --user or password?)");
            }
            return new ProviderErrorException("HTTP " + status + " " + http.get().getResponseMessage() + " from "
                    + endpoint, e);
        }
        Optional<AccordClientException> refused = cause(e, SSLHandshakeException.class)
                .flatMap(handshake -> certificateRefused(endpoint, handshake));
        if (refused.isPresent()) {
            return refused.get();
        }
        Optional<IOException> io = cause(e, IOException.class);
        if (io.isPresent()) {
            return new ProviderUnreachableException("cannot reach " + endpoint + ": " + describe(io.get())
                    + schemeHint(endpoint, e), e);
        }
        if (e instanceof SOAPFaultException soap) {
            return new ProviderErrorException("the provider at " + endpoint + " answered with a SOAP fault: "
                    + soap.getFault().getFaultString(), e);
        }
        return new ProviderErrorException("the call to " + endpoint + " failed: " + e.getMessage(), e);
    }

    /**
     * A handshake that failed on the provider's certificate: a certificate path that could not be built
     * or validated means no trusted certificate vouches for it; a certificate refused otherwise, once the
     * path is fine, is the JDK's host name check (endpoint identification) failing.
     */
    private static Optional<AccordClientException> certificateRefused(String endpoint, SSLHandshakeException e) {
        URI uri = URI.create(endpoint);
        String provider = uri.getPort() < 0 ? uri.getHost() : uri.getHost() + ":" + uri.getPort();
        boolean noTrustedPath = cause(e, CertPathBuilderException.class).isPresent()
                || cause(e, CertPathValidatorException.class).isPresent();
        if (noTrustedPath) {
            return Optional.of(new UntrustedProviderException("the certificate of the provider at " + provider
                    + " is not trusted (" + innermost(e).getMessage() + "): it is self-signed or from a CA this client"
                    + " does not know; pass --truststore FILE holding that certificate or its CA's", e));
        }
        return cause(e, CertificateException.class).map(mismatch -> new UntrustedProviderException(
                "the certificate of the provider at " + provider + " is not issued for the host name '" + uri.getHost()
                        + "' (" + mismatch.getMessage() + "): use a host name the certificate names in --url, or give"
                        + " the provider a certificate for '" + uri.getHost() + "'", e));
    }

    /**
     * A hint when the URL's scheme seems not to be the provider's: TLS records refused by a plain HTTP server, or
     * a plain HTTP request that an HTTPS-only server closed without an answer (what Jetty does).
     */
    private static String schemeHint(String endpoint, WebServiceException e) {
        boolean https = endpoint.regionMatches(true, 0, "https:", 0, 6);
        if (https && cause(e, SSLException.class).map(Throwable::getMessage).filter(m -> m != null
                && m.contains("Unsupported or unrecognized SSL message")).isPresent()) {
            return " (the provider seems to speak plain HTTP: try an http:// URL)";
        }
        if (!https && cause(e, SocketException.class).map(Throwable::getMessage).filter(m -> m != null
                && m.contains("Unexpected end of file from server")).isPresent()) {
            return " (a provider serving HTTPS closes plain HTTP requests like this: try an https:// URL)";
        }
        return "";
    }

    private static Throwable innermost(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        return t;
    }

    private static String describe(IOException e) {
        String name = e.getClass().getSimpleName();
        return e.getMessage() == null || e.getMessage().isBlank() ? name : name + ": " + e.getMessage();
    }

    private static FaultReason reason(FaultDetail detail, FaultReason fallback) {
        return FaultReason.fromCode(detail.getReasonCode()).orElse(fallback);
    }

    private static FaultDetail detail(FaultDetail received, String message) {
        if (received != null && received.getReasonCode() != null) {
            if (received.getMessage() == null) {
                received.setMessage(String.valueOf(message));
            }
            return received;
        }
        FaultDetail detail = new FaultDetail();
        detail.setReasonCode("UNSPECIFIED");
        detail.setMessage(String.valueOf(message));
        return detail;
    }

    private static <X extends Throwable> Optional<X> cause(Throwable e, Class<X> type) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (type.isInstance(t)) {
                return Optional.of(type.cast(t));
            }
        }
        return Optional.empty();
    }

    private static <T> T throwing(AccordClientException e) {
        throw e;
    }
}
