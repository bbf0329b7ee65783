package org.accord.provider.negotiation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import org.accord.agreement.AgreementState;
import org.accord.agreement.FaultReason;
import org.accord.document.Documents;
import org.accord.negotiation.NegotiationOffer;
import org.accord.negotiation.OfferState;
import org.accord.provider.agreement.AgreementService;
import org.accord.provider.intake.OfferIntake;
import org.accord.validation.DocumentValidator;
import org.accord.provider.fault.FaultException;
import org.accord.provider.agreement.RequestArrival;
import org.accord.provider.config.RequestLimits;
import org.accord.provider.agreement.Offers;
import org.accord.provider.clock.ManualClock;
import org.accord.provider.execution.Capacity;
import org.accord.provider.execution.SimulatedBackend;
import org.accord.provider.config.ProviderSettings;
import org.accord.provider.store.AgreementStore;
import org.accord.provider.store.NegotiationState;
import org.accord.provider.store.journal.ConfiguredStore;
import org.accord.provider.template.TemplateRegistry;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NegotiationServiceTest {

    private static final Documents DOCUMENTS = Documents.standard();

    @TempDir
    Path dataDir;

    private AgreementStore store;
    private ManualClock clock;
    private AgreementService agreements;
    private NegotiationService negotiations;

    private void open(String nodes) {
        open(ProviderSettings.builder().dataDir(dataDir).nodes(Integer.parseInt(nodes)).build());
    }

    private void open(ProviderSettings settings) {
        store = ConfiguredStore.open(settings);
        agreements = AgreementService.open(settings, TemplateRegistry.builtIn(DOCUMENTS), store,
            new SimulatedBackend(Capacity.uniform(settings.nodes(), settings.processorsPerNode()), start -> {
                clock = new ManualClock(start);
                return clock;
            }));
        negotiations = new NegotiationService(agreements, new OfferIntake(TemplateRegistry.builtIn(DOCUMENTS), DOCUMENTS, new DocumentValidator(DOCUMENTS), false), store, DOCUMENTS);
    }

    @AfterEach
    void close() {
        agreements.close();
        store.close();
    }

    @Test
    void countersWithFewerCpusThatFinishByTheLatestFinish() throws IOException {
        open("128"); // 32 processors for reservations
        agreements.create("bob", Offers.checked(Offers.hpc().replace("min=\"8\" max=\"32\"/>", "min=\"16\" max=\"16\"/>")));
        clock.advanceTo(3601); // the blocker runs on 16 CPUs from hour 1 to hour 3
        // 16 CPU-hours on exactly 32 CPUs, due at hour 3.25: 32 CPUs are free only at hour 3
        String id = negotiations.initiate("alice", false);
        NegotiationOffer wide = negotiationOffer(OfferState.ADVISORY, 57600, 11700 - 3601);

        List<NegotiationOffer> counters = negotiations.negotiate("alice", id, List.of(wide));

        assertThat(counters).hasSize(1);
        NegotiationOffer counter = counters.get(0);
        assertThat(counter.state()).isEqualTo(OfferState.ACCEPTABLE);
        assertThat(counter.counterOfferTo()).isEqualTo(wide.offerId());
        assertThat(counter.terms().job().orElseThrow().cpus().max()).isEqualTo(16); // t_D = 57600 / 16 s = 1 h
        assertThat(counter.terms().job().orElseThrow().latestFinish().getAsDouble()).isEqualTo(11700 - 3601.0);
        assertThat(counter.explanation()).contains("32 CPUs cannot finish by T_F = 8099 s; 16 CPUs with t_D = 3600 s can");
        assertThat(agreements.create("alice", Offers.checked(DOCUMENTS.toXml(counter.toAgreementOffer()))).state())
                .isEqualTo(AgreementState.OBSERVED);
    }

    @Test
    void solicitedOfferThatCannotBeMetIsRejectedWithoutAlternative() throws IOException {
        open("128");
        agreements.create("bob", Offers.checked(Offers.hpc().replace("min=\"8\" max=\"32\"/>", "min=\"16\" max=\"16\"/>")));
        clock.advanceTo(3601);
        String id = negotiations.initiate("alice", false);

        List<NegotiationOffer> counters = negotiations.negotiate("alice", id,
                List.of(negotiationOffer(OfferState.SOLICITED, 57600, 11700 - 3601)));

        assertThat(counters).singleElement().extracting(NegotiationOffer::state).isEqualTo(OfferState.REJECTED);
        assertThat(counters.get(0).explanation()).contains("a Solicited offer is decided as it is and 32 CPUs cannot "
                + "finish by T_F = 8099 s; 16 CPUs with t_D = 3600 s can (send an Advisory offer to get that)");
    }

    @Test
    void countersWithALaterLatestFinishWhenNoCpuCountMeetsIt() throws IOException {
        open("128");
        agreements.create("bob", Offers.checked(Offers.hpc().replace("min=\"8\" max=\"32\"/>", "min=\"16\" max=\"16\"/>")));
        clock.advanceTo(3601); // 16 of the 32 processors are free from hour 2, all 32 from hour 3
        String id = negotiations.initiate("alice", false);
        // 16 CPU-hours due at hour 2.5: 16 CPUs finish at hour 3 at the earliest, fewer or more later still
        NegotiationOffer tight = negotiationOffer(OfferState.ADVISORY, 57600, 9000 - 3601);

        NegotiationOffer counter = negotiations.negotiate("alice", id, List.of(tight)).get(0);

        assertThat(counter.state()).isEqualTo(OfferState.ACCEPTABLE);
        assertThat(counter.terms().job().orElseThrow().cpus().max()).isEqualTo(16);
        assertThat(counter.terms().job().orElseThrow().latestFinish().getAsDouble()).isEqualTo(10800 - 3601.0);
        assertThat(counter.explanation()).contains("no CPU count the function allows (8..32 CPUs) finishes by "
                + "T_F = 5399 s; 16 CPUs with t_D = 3600 s finish by the later T_F = 7199 s");
    }

    @Test
    void rejectsWithTheSchedulersReasonWhenNoChangeWouldBeAdmitted() {
        open("4"); // 3 deadline nodes: the 4-CPU job never fits, whatever its deadline or budget
        String id = negotiations.initiate("alice", false);

        NegotiationOffer counter = negotiations.negotiate("alice", id,
                List.of(asNegotiationOffer(Offers.librasla("wide")))).get(0);

        assertThat(counter.state()).isEqualTo(OfferState.REJECTED);
        assertThat(counter.explanation()).contains("job requests 4 processors but the cluster has 3 nodes; no deadline "
                + "up to 2592000 s and no budget up to 400.00 (4 times 100.00) would be admitted now");
    }

    @Test
    void countersALibraSlaOfferWithALaterDeadline() {
        open("8"); // 6 deadline nodes
        agreements.create("alice", Offers.checked(Offers.hardLibrasla("first"))); // 4 nodes, needs half of each to be on time
        String id = negotiations.initiate("alice", false);
        String tight = Offers.hardLibrasla("tight").replace("<accord:Deadline>14400", "<accord:Deadline>7300")
                .replace("name=\"deadline\" min=\"14400\" max=\"14400\"", "name=\"deadline\" min=\"7300\" max=\"7300\"");
        assertThatThrownBy(() -> agreements.create("alice", Offers.checked(tight))).isInstanceOf(FaultException.class);

        NegotiationOffer counter = negotiations.negotiate("alice", id, List.of(asNegotiationOffer(tight))).get(0);

        assertThat(counter.state()).isEqualTo(OfferState.ACCEPTABLE);
        assertThat(counter.terms().sla().orElseThrow().deadline()).isEqualTo(14600.0); // 2 x 7300: share 0.493
        assertThat(counter.explanation().orElseThrow()).startsWith("deadline 7300 s cannot be met now (only ")
                .endsWith("); 14600 s can");
        assertThat(agreements.create("alice", Offers.checked(DOCUMENTS.toXml(counter.toAgreementOffer()))).state())
                .isEqualTo(AgreementState.OBSERVED);
        assertThat(agreements.decisionHistory().after(0, 10)).as("the operators' record of decisions")
                .extracting(d -> d.operation() + " " + d.outcome() + " " + d.reason())
                .containsExactly("create accepted ADMITTED", "create rejected REJECTED",
                        "negotiate countered ALTERNATIVE", "create accepted ADMITTED");
    }

    @Test
    void acceptsALibraSlaOfferThatFitsAsItIsAndNamesItsTerms() {
        open("8");
        String id = negotiations.initiate("alice", false);

        NegotiationOffer counter = negotiations.negotiate("alice", id,
                List.of(asNegotiationOffer(Offers.librasla("easy")))).get(0);

        assertThat(counter.state()).isEqualTo(OfferState.ACCEPTABLE);
        assertThat(counter.explanation()).contains("the provider can admit the offer as it is: 4 CPUs meet the soft "
                + "deadline 14400 s within budget 100.00");
    }

    @Test
    void anOfferThatExpiredBeforeItArrivedIsRejectedWhateverItAsks() throws IOException {
        open("128");
        String id = negotiations.initiate("alice", false);
        NegotiationOffer easy = negotiationOffer(OfferState.ADVISORY, 57600, 43200);
        NegotiationOffer expired = new NegotiationOffer(easy.offerId(), easy.counterOfferTo(), easy.creator(),
                easy.state(), Optional.of(Instant.now().minusSeconds(1)), easy.name(), easy.context(), easy.terms(),
                easy.negotiationConstraints(), Optional.empty());
        NegotiationOffer valid = new NegotiationOffer("alice-8", easy.counterOfferTo(), easy.creator(), easy.state(),
                Optional.of(Instant.now().plusSeconds(600)), easy.name(), easy.context(), easy.terms(),
                easy.negotiationConstraints(), Optional.empty());

        List<NegotiationOffer> counters = negotiations.negotiate("alice", id, List.of(expired, valid));

        assertThat(counters).extracting(NegotiationOffer::state).containsExactly(OfferState.REJECTED, OfferState.ACCEPTABLE);
        assertThat(counters.get(1).expirationTime()).isEqualTo(valid.expirationTime());
        assertThat(agreements.decisionHistory().after(0, 10)).extracting(d -> d.outcome() + " " + d.reason())
                .containsExactly("rejected EXPIRED", "accepted AS_OFFERED");
        assertThat(counters.get(0).explanation()).contains("the offer expired at " + expired.expirationTime().orElseThrow()
                + ", before it arrived, so it cannot be agreed");
        assertThat(counters.get(1).explanation()).contains("the provider can admit the offer as it is: 32 CPUs finish by "
                + "T_F = 43200 s");
    }

    @Test
    void refusesAnOfferOrAContextDatedOutsideTheYearsNamingTheFieldAndRecordsNothing() throws IOException {
        open("128");
        String id = negotiations.initiate("alice", false);
        NegotiationOffer easy = negotiationOffer(OfferState.ADVISORY, 57600, 43200);
        Instant farPast = java.time.OffsetDateTime.parse("-999999998-01-01T00:00:00Z").toInstant();
        NegotiationOffer ancient = new NegotiationOffer(easy.offerId(), easy.counterOfferTo(), easy.creator(),
                easy.state(), Optional.of(farPast), easy.name(), easy.context(), easy.terms(),
                easy.negotiationConstraints(), Optional.empty());

        assertThatThrownBy(() -> negotiations.negotiate("alice", id, List.of(ancient)))
                .isInstanceOfSatisfying(FaultException.class, e -> {
                    assertThat(e.reason()).isEqualTo(FaultReason.INVALID_OFFER);
                    assertThat(e.getMessage()).isEqualTo("wsag-neg:NegotiationOfferContext/wsag-neg:ExpirationTime "
                            + "of offer '" + easy.offerId() + "' -999999999-01-01T00:00:00Z is outside the years "
                            + "1970-9999 (limits.dates.min-year, limits.dates.max-year)");
                });
        assertThat(store.findNegotiation(id).orElseThrow().offers()).isEmpty();
        assertThatThrownBy(() -> negotiations.initiate("alice", false, Optional.empty(),
                Optional.of(Instant.parse("+10000-01-01T00:00:00Z"))))
                .isInstanceOfSatisfying(FaultException.class, e -> assertThat(e.getMessage()).startsWith(
                        "wsag-neg:NegotiationContext/wsag-neg:ExpirationTime 10000-01-01T00:00:00Z is outside"));
    }

    @Test
    void onlyTheInitiatorNegotiatesAndATerminatedNegotiationTakesNoOffers() throws IOException {
        open("128");
        String id = negotiations.initiate("alice", false);
        NegotiationOffer offer = negotiationOffer(OfferState.ADVISORY, 57600, 43200);

        assertThatThrownBy(() -> negotiations.negotiate("bob", id, List.of(offer)))
                .isInstanceOfSatisfying(FaultException.class, e -> assertThat(e.reason()).isEqualTo(FaultReason.ACCESS_DENIED));
        negotiations.terminate("alice", id);
        assertThatThrownBy(() -> negotiations.negotiate("alice", id, List.of(offer)))
                .isInstanceOfSatisfying(FaultException.class, e -> assertThat(e.reason()).isEqualTo(FaultReason.INVALID_STATE));
        assertThatThrownBy(() -> negotiations.terminate("alice", "nope")).isInstanceOfSatisfying(FaultException.class,
                e -> assertThat(e.reason()).isEqualTo(FaultReason.UNKNOWN_NEGOTIATION));
    }

    @Test
    void refusesToInitiateANegotiationOnAnUnknownTemplateAndStoresNothing() throws IOException {
        open("128");
        List<String> created = new java.util.ArrayList<>();
        AgreementStore recording = (AgreementStore) java.lang.reflect.Proxy.newProxyInstance(
                AgreementStore.class.getClassLoader(), new Class<?>[] {AgreementStore.class}, (proxy, method, args) -> {
                    if (method.getName().equals("createNegotiation")) {
                        created.add(((org.accord.provider.store.NegotiationRecord) args[0]).negotiationId());
                    }
                    try {
                        return method.invoke(store, args);
                    } catch (java.lang.reflect.InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
        NegotiationService service = new NegotiationService(agreements, new OfferIntake(TemplateRegistry.builtIn(DOCUMENTS),
                DOCUMENTS, new DocumentValidator(DOCUMENTS), false), recording, DOCUMENTS);

        assertThatThrownBy(() -> service.initiate("alice", false, Optional.of("nope")))
                .isInstanceOfSatisfying(FaultException.class, e -> {
                    assertThat(e.reason()).isEqualTo(FaultReason.UNKNOWN_TEMPLATE);
                    assertThat(e.getMessage()).isEqualTo("unknown template 'nope'; this provider publishes [hpc-job, librasla-job]");
                });
        assertThat(created).isEmpty();
        assertThat(service.initiate("alice", false, Optional.of("hpc-job"))).isIn(created);
    }

    @Test
    void aThirdOpenNegotiationIsRefusedAtTheLimitWhileOthersMayStillOpenAndTerminatingFreesAPlace() {
        open(ProviderSettings.builder().dataDir(dataDir).nodes(8)
                .requestLimits(new RequestLimits(5, 5, Duration.ofSeconds(10), 2)).build());
        String first = negotiations.initiate("alice", false);
        negotiations.initiate("alice", false);

        assertThatThrownBy(() -> negotiations.initiate("alice", false))
                .isInstanceOfSatisfying(FaultException.class, e -> {
                    assertThat(e.reason()).isEqualTo(FaultReason.LIMIT_EXCEEDED);
                    assertThat(e.getMessage()).isEqualTo("initiator 'alice' holds 2 open negotiations; the limit "
                            + "limits.initiator.negotiations is 2 (terminate some to open more)");
                });
        assertThat(negotiations.initiate("bob", false)).isNotBlank();

        negotiations.terminate("alice", first);
        negotiations.terminate("alice", first); // terminating again frees no second place
        String third = negotiations.initiate("alice", false);
        assertThat(store.findNegotiation(third).orElseThrow().state()).isEqualTo(NegotiationState.NEGOTIATING);
        assertThatThrownBy(() -> negotiations.initiate("alice", false))
                .isInstanceOfSatisfying(FaultException.class,
                        e -> assertThat(e.getMessage()).contains("limits.initiator.negotiations is 2"));
    }

    @Test
    void openNegotiationsAreCountedFromTheStoreWhenTheServiceOpens() {
        ProviderSettings settings = ProviderSettings.builder().dataDir(dataDir).nodes(8)
                .requestLimits(new RequestLimits(5, 5, Duration.ofSeconds(10), 2)).build();
        open(settings);
        String first = negotiations.initiate("alice", false);
        negotiations.initiate("alice", false);
        negotiations.terminate("alice", first);
        negotiations.initiate("alice", false);
        close();

        open(settings);

        assertThatThrownBy(() -> negotiations.initiate("alice", false))
                .isInstanceOfSatisfying(FaultException.class,
                        e -> assertThat(e.getMessage()).startsWith("initiator 'alice' holds 2 open negotiations"));
    }

    @Test
    void requestsOlderThanTheRequestLimitCannotInitiateOrNegotiateAndStoreNothing() throws IOException {
        open(ProviderSettings.builder().dataDir(dataDir).nodes(128)
                .requestLimits(new RequestLimits(5, 5, Duration.ofMillis(500), 5)).build());
        String id = negotiations.initiate("alice", false);
        NegotiationOffer offer = negotiationOffer(OfferState.ADVISORY, 57600, 11700);
        RequestArrival.markAt(System.nanoTime() - Duration.ofSeconds(2).toNanos());
        try {
            assertThatThrownBy(() -> negotiations.negotiate("alice", id, List.of(offer)))
                    .isInstanceOfSatisfying(FaultException.class, e -> {
                        assertThat(e.reason()).isEqualTo(FaultReason.LIMIT_EXCEEDED);
                        assertThat(e.getMessage()).matches("the request took \\d+ ms before it could be stored; "
                                + "the limit limits.request.millis is 500 ms; nothing was stored");
                    });
            assertThatThrownBy(() -> negotiations.initiate("alice", false))
                    .isInstanceOfSatisfying(FaultException.class,
                            e -> assertThat(e.getMessage()).contains("limits.request.millis is 500 ms"));
        } finally {
            RequestArrival.clear();
        }
        assertThat(store.findNegotiation(id).orElseThrow().offers()).isEmpty();
        assertThat(negotiations.negotiate("alice", id, List.of(offer))).hasSize(1);
        assertThat(store.findNegotiation(id).orElseThrow().offers()).isNotEmpty();
        // the refused initiation took no place: four more fit under the limit of 5
        for (int i = 0; i < 4; i++) {
            negotiations.initiate("alice", false);
        }
    }

    /** The example negotiation offer on exactly 32 CPUs from T_S = 0 with the given state, t_D1 and T_F. */
    private static NegotiationOffer negotiationOffer(OfferState state, double singleCpuRuntime, double latestFinish)
            throws IOException {
        String xml = Files.readString(Path.of("..", "examples", "negotiation", "hpc-job-negotiation-offer.xml"))
                .replace("<accord:CpuRange min=\"8\" max=\"32\"/>", "<accord:CpuRange min=\"32\" max=\"32\"/>")
                .replace("115200", String.valueOf((long) singleCpuRuntime))
                .replace("43200", String.valueOf((long) latestFinish))
                .replace("<accord:EarliestStart>3600", "<accord:EarliestStart>0")
                .replace("name=\"TS\" min=\"3600\" max=\"3600\"", "name=\"TS\" min=\"0\" max=\"0\"")
                .replace("<wsag-neg:Advisory/>", "<wsag-neg:" + state.wsagName() + "/>");
        return DOCUMENTS.readNegotiationOffer(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)), "offer")
                .model();
    }

    private static NegotiationOffer asNegotiationOffer(String agreementOfferXml) {
        var offer = DOCUMENTS.readOffer(new ByteArrayInputStream(agreementOfferXml.getBytes(StandardCharsets.UTF_8)),
                "offer").model();
        return new NegotiationOffer("alice-7", "librasla-job", org.accord.agreement.AgreementRole.AGREEMENT_INITIATOR,
                OfferState.ADVISORY, java.util.Optional.empty(), offer.name(), offer.context(), offer.terms(),
                org.accord.template.CreationConstraints.none(), Optional.empty());
    }
}
