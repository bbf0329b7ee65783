package org.accord.benchmark.intake;

import java.io.ByteArrayOutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;

import org.accord.benchmark.Median;
import org.accord.document.DocumentKind;
import org.accord.document.Documents;
import org.accord.document.DomainToWsag;
import org.accord.provider.intake.CheckedOffer;
import org.accord.provider.intake.OfferIntake;
import org.accord.provider.template.TemplateRegistry;
import org.accord.schema.wsag.AgreementType;
import org.accord.validation.DocumentValidator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * CPU time per offer of the provider's intake on the request thread ({@link OfferIntake#receive(AgreementType)}
 * with the transport's inbound schema check assumed, as the SOAP endpoint runs it): the offer the built-in
 * {@code librasla-job} template makes, renamed for every call. Baseline, same run: writing that offer's JAXB
 * object as indented text ({@link Documents#write}), the least any check of the text could cost. Each figure is
 * this thread's CPU time ({@link ThreadMXBean#getCurrentThreadCpuTime}) per call over a round, the median of
 * the timed rounds after warm-up rounds; the two are timed in turn within every round. The intake's bytes
 * allocated per offer ({@link com.sun.management.ThreadMXBean#getCurrentThreadAllocatedBytes}, median of the
 * rounds) are printed too: unlike CPU time on a shared machine, they hardly vary from run to run.
 *
 * <p>Usage: {@code IntakeBenchmark [rounds [callsPerRound]]}, default 9 rounds of 5,000 calls after 4 warm-up
 * rounds.
 */
public final class IntakeBenchmark {

    private static final int WARMUP_ROUNDS = 4;

    private IntakeBenchmark() {
    }

    /** {@code ./accord bench intake [ROUNDS [OFFERS]]}: the typed arguments, with {@code --help}. */
    @Command(name = "intake", mixinStandardHelpOptions = true,
            description = "CPU per offer of the provider's offer intake (check and compact text) vs writing the offer")
    public static final class Arguments implements Runnable {

        @Parameters(index = "0", arity = "0..1", paramLabel = "ROUNDS", defaultValue = "9",
                description = "rounds measured, median taken (default: ${DEFAULT-VALUE})")
        int rounds;

        @Parameters(index = "1", arity = "0..1", paramLabel = "OFFERS", defaultValue = "5000",
                description = "offers per round (default: ${DEFAULT-VALUE})")
        int calls;

        @Override
        public void run() {
            benchmark(rounds, calls);
        }
    }

    static void benchmark(int rounds, int calls) {
        Documents documents = Documents.standard();
        TemplateRegistry templates = TemplateRegistry.builtIn(documents);
        OfferIntake intake = new OfferIntake(templates, documents, new DocumentValidator(documents), true);
        AgreementType offer = DomainToWsag.offer(templates.find("librasla-job").orElseThrow().model().toOffer());
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        com.sun.management.ThreadMXBean allocation = (com.sun.management.ThreadMXBean) threads;
        double[] intakeMicros = new double[rounds];
        double[] intakeBytes = new double[rounds];
        double[] writeMicros = new double[rounds];
        long sink = 0;
        long sequence = 0;
        for (int round = -WARMUP_ROUNDS; round < rounds; round++) {
            long allocatedBefore = allocation.getCurrentThreadAllocatedBytes();
            long start = threads.getCurrentThreadCpuTime();
            for (int i = 0; i < calls; i++) {
                offer.setName("intake-" + sequence++);
                CheckedOffer checked = intake.receive(offer);
                sink += checked.offerId().length();
            }
            long middle = threads.getCurrentThreadCpuTime();
            long allocatedAfter = allocation.getCurrentThreadAllocatedBytes();
            for (int i = 0; i < calls; i++) {
                offer.setName("intake-" + sequence++);
                ByteArrayOutputStream out = new ByteArrayOutputStream(4096);
                documents.write(DocumentKind.AGREEMENT_OFFER, offer, out);
                sink += out.size();
            }
            long end = threads.getCurrentThreadCpuTime();
            if (round >= 0) {
                intakeMicros[round] = (middle - start) / 1e3 / calls;
                writeMicros[round] = (end - middle) / 1e3 / calls;
                intakeBytes[round] = (double) (allocatedAfter - allocatedBefore) / calls;
                System.out.printf(Locale.ROOT, "round %d: intake %.1f us/offer (%.0f bytes allocated), write %.1f us/offer%n",
                        round, intakeMicros[round], intakeBytes[round], writeMicros[round]);
            }
        }
        double intakeMedian = Median.of(intakeMicros);
        double writeMedian = Median.of(writeMicros);
        System.out.printf(Locale.ROOT, "OfferIntake.receive (librasla-job offer, inbound-validated): median %.1f us CPU"
                + " per offer, %.0f bytes allocated; Documents.write of the same offer: %.1f us; ratio %.2fx (checksum %d)%n",
                intakeMedian, Median.of(intakeBytes), writeMedian, intakeMedian / writeMedian, sink % 10);
    }
}
