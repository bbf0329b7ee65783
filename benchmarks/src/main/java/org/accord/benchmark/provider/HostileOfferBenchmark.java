package org.accord.benchmark.provider;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.accord.document.DocumentKind;
import org.accord.document.Documents;
import org.accord.document.DomainToWsag;
import org.accord.document.XmlText;
import org.accord.provider.EmbeddedProvider;
import org.accord.provider.config.ProviderSettings;
import org.accord.provider.template.TemplateRegistry;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * The hostile offer of issue #18 against a real provider with the default settings: createAgreement with
 * the LibraSLA template's offer plus 15,000 chained function terms ({@code f0 = budget + 1},
 * {@code f_i = f_(i-1) + 1}; about 0.8 MB), which the provider must refuse in well under 100 ms with a
 * LIMIT_EXCEEDED fault naming {@code limits.function.terms}. Baseline, measured side by side in the same
 * run (calls alternate): createAgreement with the same offer without the extra terms, renamed on every
 * call. Both over one HTTP connection per call on 127.0.0.1, as a client would send them.
 *
 * <p>Usage: {@code HostileOfferBenchmark [calls [terms]]}, default 41 timed calls of each after 10 warm-up
 * calls, 15000 terms. Prints the median and the 90th percentile of each, and their ratio.
 */
public final class HostileOfferBenchmark {

    private static final int WARMUP = 10;
    private static final Pattern FUNCTION_TERMS_END = Pattern.compile("</(\\w+:)?FunctionTerms>");

    private HostileOfferBenchmark() {}

    /** {@code ./accord bench hostile [CALLS [TERMS]]}: the typed arguments, with {@code --help}. */
    @Command(name = "hostile", mixinStandardHelpOptions = true,
            description = "the 15,000-term offer of issue #18 refused vs a plain createAgreement")
    public static final class Arguments implements Callable<Void> {

        @Parameters(index = "0", arity = "0..1", paramLabel = "CALLS", defaultValue = "41",
                description = "calls of each kind (default: ${DEFAULT-VALUE})")
        int calls;

        @Parameters(index = "1", arity = "0..1", paramLabel = "TERMS", defaultValue = "15000",
                description = "function terms in the hostile offer (default: ${DEFAULT-VALUE})")
        int terms;

        @Override
        public Void call() throws IOException {
            benchmark(calls, terms);
            return null;
        }
    }

    static void benchmark(int calls, int terms) throws IOException {
        Path data = Files.createTempDirectory("accord-hostile-bench");
        try (EmbeddedProvider provider = EmbeddedProvider.startOnFreePort(
                ProviderSettings.builder().host("127.0.0.1").dataDir(data).build())) {
            String url = provider.endpointUrls().get("AgreementFactory");
            String offer = offer();
            byte[] hostile = envelope(withChainedTerms(offer, terms)).getBytes(StandardCharsets.UTF_8);
            String refusal = post(url, hostile);
            if (!refusal.contains("LIMIT_EXCEEDED") || !refusal.contains("limits.function.terms")) {
                throw new IllegalStateException("the hostile offer was not refused with LIMIT_EXCEEDED: " + refusal);
            }
            long[] hostileNanos = new long[calls];
            long[] baselineNanos = new long[calls];
            for (int i = -WARMUP; i < calls; i++) {
                byte[] plain = envelope(offer.replace("Name>", "Name>bench " + i + " ")).getBytes(StandardCharsets.UTF_8);
                long baseline = timed(url, plain);
                long refused = timed(url, hostile);
                if (i >= 0) {
                    baselineNanos[i] = baseline;
                    hostileNanos[i] = refused;
                }
            }
            print(terms, hostile.length, hostileNanos, baselineNanos);
        } finally {
            try (Stream<Path> files = Files.walk(data)) {
                files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    private static void print(int terms, int bytes, long[] hostile, long[] baseline) {
        Arrays.sort(hostile);
        Arrays.sort(baseline);
        double hostileMedian = hostile[hostile.length / 2] / 1e6;
        double baselineMedian = baseline[baseline.length / 2] / 1e6;
        System.out.printf(Locale.ROOT, "%d timed calls of each after %d warm-up, alternating; load average %s%n",
                hostile.length, WARMUP, loadAverage());
        System.out.printf(Locale.ROOT, "%,d-term offer (%,d bytes), refused : median %7.1f ms, p90 %7.1f ms%n",
                terms, bytes, hostileMedian, hostile[hostile.length * 9 / 10] / 1e6);
        System.out.printf(Locale.ROOT, "plain createAgreement (baseline)     : median %7.1f ms, p90 %7.1f ms%n",
                baselineMedian, baseline[baseline.length * 9 / 10] / 1e6);
        System.out.printf(Locale.ROOT, "ratio refused / baseline             : %7.2f x%n", hostileMedian / baselineMedian);
    }

    private static String loadAverage() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).trim();
        } catch (IOException e) {
            return "unknown";
        }
    }

    /** The LibraSLA template's own offer, written compactly. */
    private static String offer() {
        Documents documents = Documents.standard();
        XmlText text = new XmlText();
        documents.emit(DocumentKind.AGREEMENT_OFFER, DomainToWsag.offer(
                TemplateRegistry.builtIn(documents).find("librasla-job").orElseThrow().model().toOffer()), text);
        return text.toString();
    }

    private static String withChainedTerms(String offer, int count) {
        Matcher end = FUNCTION_TERMS_END.matcher(offer);
        if (!end.find()) {
            throw new IllegalStateException("the LibraSLA offer has no function terms to extend");
        }
        String prefix = end.group(1) == null ? "" : end.group(1);
        StringBuilder chain = new StringBuilder();
        for (int i = 0; i < count; i++) {
            chain.append('<').append(prefix).append("Function name=\"f").append(i).append("\" expression=\"")
                    .append(i == 0 ? "budget" : "f" + (i - 1)).append(" + 1\"/>");
        }
        return offer.substring(0, end.start()) + chain + offer.substring(end.start());
    }

    private static String envelope(String offer) {
        String body = offer.replaceFirst("<\\?xml[^>]*\\?>", "");
        int rootStart = body.indexOf('<');
        int nameEnd = body.indexOf(' ', rootStart);
        String rootName = body.substring(rootStart + 1, nameEnd);
        body = "<s:offer xmlns:s=\"urn:accord:service:1\"" + body.substring(nameEnd,
                body.lastIndexOf("</" + rootName + ">")) + "</s:offer>";
        return "<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\"><soap:Body>"
                + "<s:createAgreement xmlns:s=\"urn:accord:service:1\">" + body + "</s:createAgreement>"
                + "</soap:Body></soap:Envelope>";
    }

    private static long timed(String url, byte[] body) {
        long start = System.nanoTime();
        post(url, body);
        return System.nanoTime() - start;
    }

    private static String post(String url, byte[] body) {
        try {
            HttpURLConnection connection = (HttpURLConnection) URI.create(url).toURL().openConnection();
            connection.setDoOutput(true);
            connection.setRequestMethod("POST");
            connection.setRequestProperty("Content-Type", "text/xml; charset=UTF-8");
            connection.setRequestProperty("SOAPAction", "\"\"");
            connection.setFixedLengthStreamingMode(body.length);
            try (OutputStream out = connection.getOutputStream()) {
                out.write(body);
            }
            InputStream in = connection.getResponseCode() < 400 ? connection.getInputStream() : connection.getErrorStream();
            try (in) {
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
