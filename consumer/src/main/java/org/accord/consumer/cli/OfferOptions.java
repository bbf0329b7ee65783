package org.accord.consumer.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.accord.consumer.client.AgreementClient;
import org.accord.consumer.client.OfferBuilder;
import org.accord.consumer.client.OfferTermException;
import org.accord.document.Documents;
import org.accord.document.LoadedDocument;
import org.accord.offer.AgreementOffer;

import picocli.CommandLine.Option;

/**
 * Where an offer comes from: a template of the provider with {@code --set name=value} changes (see
 * {@link OfferBuilder#set}), or an offer document ({@code --file}). Both are checked against the
 * provider's template before anything is sent.
 */
final class OfferOptions {

    @Option(names = "--template", paramLabel = "ID", description = "build the offer from this template of the provider")
    String template;

    @Option(names = "--set", paramLabel = "NAME=VALUE",
            description = "set a term: cpus (N or MIN..MAX), tD1, tD, TS, TF, deadlineType, deadline, budget, "
                    + "penaltyRate, name, initiator, or a variable of the template (repeatable)")
    List<String> settings = new ArrayList<>();

    @Option(names = "--file", paramLabel = "OFFER.xml", description = "send this WS-Agreement offer document")
    Path file;

    /** The offer these options describe, read or built and checked. */
    AgreementOffer offer(AgreementClient client) {
        Optional<LoadedDocument<AgreementOffer>> document = document();
        if (document.isPresent()) {
            return document.get().model();
        }
        if (template == null) {
            throw new OfferTermException("say which offer: --template ID [--set NAME=VALUE]... or --file OFFER.xml");
        }
        OfferBuilder builder = client.offer(template);
        settings.forEach(setting -> apply(builder, setting));
        return builder.build();
    }

    /** The offer document of {@code --file}, as read (foreign content included); empty without {@code --file}. */
    Optional<LoadedDocument<AgreementOffer>> document() {
        if (file == null) {
            return Optional.empty();
        }
        if (template != null || !settings.isEmpty()) {
            throw new OfferTermException("use either --file, or --template with --set, not both");
        }
        return Optional.of(Documents.standard().readOffer(file));
    }

    private static void apply(OfferBuilder builder, String setting) {
        int equals = setting.indexOf('=');
        if (equals <= 0) {
            throw new OfferTermException("bad --set '" + setting + "': expected NAME=VALUE");
        }
        builder.set(setting.substring(0, equals), setting.substring(equals + 1));
    }
}
