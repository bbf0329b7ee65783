package org.accord.provider.agreement;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.accord.document.Documents;
import org.accord.provider.intake.CheckedOffer;
import org.accord.provider.intake.OfferIntake;
import org.accord.provider.template.TemplateRegistry;
import org.accord.validation.DocumentValidator;

/** The repository's example offers as XML text, with small edits for test variants. */
public final class Offers {

    private static final Path EXAMPLES = Path.of("..", "examples", "offers");

    private static final OfferIntake INTAKE = new OfferIntake(TemplateRegistry.builtIn(Documents.standard()),
            Documents.standard(), new DocumentValidator(Documents.standard()), false);

    private Offers() {}

    /** The offer checked as the endpoint's intake checks it (against the built-in templates). */
    public static CheckedOffer checked(String xml) {
        return INTAKE.receive(xml);
    }

    /** The offer checked as the endpoint's intake checks it when security is on and {@code user} sent it. */
    public static CheckedOffer checked(String xml, String user) {
        return INTAKE.receive(xml, java.util.Optional.of(user));
    }

    /** The example LibraSLA offer: 4 CPUs for 7200 s, SOFT deadline 14400 s, budget 100, penalty 0.01/s. */
    public static String librasla() {
        return read("valid/librasla-job-offer.xml");
    }

    /** The LibraSLA offer under another name (so it is a different offer) with a HARD deadline. */
    public static String hardLibrasla(String name) {
        return renamed(librasla(), name).replace("<accord:DeadlineType>SOFT", "<accord:DeadlineType>HARD");
    }

    /** The LibraSLA offer under another name. */
    public static String librasla(String name) {
        return renamed(librasla(), name);
    }

    /** The example reservation offer: t_D1 = 115200 s on 8..32 CPUs, T_S = 3600 s, T_F = 43200 s, 150 EUR. */
    public static String hpc() {
        return read("valid/hpc-job-offer.xml");
    }

    /** The reservation offer under another name. */
    public static String hpc(String name) {
        return renamed(hpc(), name);
    }

    /** The reservation offer under another name, with T_S = 100 h and T_F = 200 h. */
    public static String hpcLater(String name) {
        return hpc(name).replace("<accord:EarliestStart>3600", "<accord:EarliestStart>360000")
                .replace("name=\"TS\" min=\"3600\" max=\"3600\"", "name=\"TS\" min=\"360000\" max=\"360000\"")
                .replace("43200", "720000");
    }

    /**
     * The LibraSLA offer with {@code count} more function terms, {@code f0 = budget + 1} and each next one
     * adding 1 to the one before: the hostile offer of issue #18 at 15,000 terms (under 1 MB).
     */
    public static String librasla(String name, int chainedTerms) {
        StringBuilder chain = new StringBuilder();
        for (int i = 0; i < chainedTerms; i++) {
            chain.append("<accord:Function name=\"f").append(i).append("\" expression=\"")
                    .append(i == 0 ? "budget" : "f" + (i - 1)).append(" + 1\"/>\n");
        }
        return librasla(name).replace("</accord:FunctionTerms>", chain + "</accord:FunctionTerms>");
    }

    /** The LibraSLA offer under another name, stating that it expired on 1 January 2001. */
    public static String expiredLibrasla(String name) {
        return librasla(name).replace("<wsag:TemplateId>",
                "<wsag:ExpirationTime>2001-01-01T00:00:00Z</wsag:ExpirationTime>\n    <wsag:TemplateId>");
    }

    /** An example from {@code examples/offers}, e.g. {@code invalid/malformed.xml}. */
    public static String read(String relative) {
        try {
            return Files.readString(EXAMPLES.resolve(relative));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String renamed(String xml, String name) {
        return xml.replaceFirst("<wsag:Name>[^<]*</wsag:Name>", "<wsag:Name>" + name + "</wsag:Name>");
    }
}
