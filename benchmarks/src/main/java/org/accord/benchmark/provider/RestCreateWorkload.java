package org.accord.benchmark.provider;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import org.accord.document.Documents;
import org.accord.offer.AgreementOffer;
import org.accord.provider.template.TemplateRegistry;

/**
 * {@code POST /api/v1/agreements} against a real provider, the REST twin of {@link CreateAgreementWorkload}:
 * the same offer (the built-in LibraSLA template's own, renamed on every call), sent either as template values
 * ({@code {"template": "librasla-job", "values": {"name": ...}}}) or as the offer document
 * ({@code application/xml}). The client is {@link HttpURLConnection} with keep-alive, as the SOAP client's
 * URLConnection conduit. Agreements (201) and refusals (409 REJECTED) are both answers and both counted.
 *
 * <p>The body is buffered, not sent in fixed-length streaming mode: with streaming, the JDK's client spent a
 * median 1.5 ms before the request left when it took a kept-alive connection from its cache (0.15 ms buffered),
 * more than the provider's whole answer to a create from values; a benchmark of the provider must not time
 * that wait of its client.
 */
final class RestCreateWorkload {

    private final String name;
    private final URI agreements;
    private final boolean document;
    private final String offerXml;
    private final AtomicLong sequence = new AtomicLong();
    private final AtomicInteger accepted = new AtomicInteger();
    private final AtomicInteger rejected = new AtomicInteger();

    /** {@code document}: send the offer document instead of template values. */
    RestCreateWorkload(String name, String restUrl, boolean document) {
        this.name = name;
        this.agreements = URI.create(restUrl + "/agreements");
        this.document = document;
        Documents documents = Documents.standard();
        AgreementOffer offer = TemplateRegistry.builtIn(documents).find("librasla-job").orElseThrow().model().toOffer();
        this.offerXml = documents.toXml(new AgreementOffer(java.util.Optional.of("BENCH-NAME"), offer.context(),
                offer.terms()));
    }

    Workload workload() {
        return new Workload(name, () -> this::call);
    }

    String counts() {
        return name + " answers: " + accepted.get() + " agreements, " + rejected.get() + " REJECTED problems";
    }

    private void call() {
        String offerName = "bench-rest-" + sequence.incrementAndGet();
        byte[] body = (document ? offerXml.replace("BENCH-NAME", offerName)
                : "{\"template\":\"librasla-job\",\"values\":{\"name\":\"" + offerName + "\"}}")
                .getBytes(StandardCharsets.UTF_8);
        try {
            HttpURLConnection connection = (HttpURLConnection) agreements.toURL().openConnection();
            connection.setRequestMethod("POST");
            connection.setDoOutput(true);
            connection.setRequestProperty("Content-Type", document ? "application/xml" : "application/json");
            connection.setRequestProperty("Accept", "application/json");
            try (OutputStream out = connection.getOutputStream()) {
                out.write(body);
            }
            int status = connection.getResponseCode();
            try (InputStream in = status < 400 ? connection.getInputStream() : connection.getErrorStream()) {
                in.readAllBytes();
            }
            switch (status) {
                case 201 -> accepted.incrementAndGet();
                case 409 -> rejected.incrementAndGet();
                default -> throw new IllegalStateException(name + " answered HTTP " + status);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
