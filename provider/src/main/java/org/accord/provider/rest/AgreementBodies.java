package org.accord.provider.rest;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;

import com.fasterxml.jackson.databind.JsonNode;

import org.accord.agreement.GuaranteeOutcome;
import org.accord.agreement.Terms;
import org.accord.provider.admission.Allocation;
import org.accord.provider.agreement.AgreementView;
import org.accord.provider.execution.BackendJob;

/** The agreement resources' JSON bodies. */
final class AgreementBodies {

    private AgreementBodies() {}

    /**
     * {@code POST /agreements} from a template: the template's id, the values to change (named as
     * {@link TemplateBody#values()} lists them; numbers, or strings for {@code deadlineType}, {@code name}
     * and a {@code cpus} range), optionally the id the agreement should get, and {@code pending: true} to
     * leave the decision to the provider's operator ({@code /pending}) instead of admitting it now.
     */
    record CreateRequest(String template, Map<String, JsonNode> values, String agreementId, Boolean pending) {}

    /** {@code POST /agreements/{id}/terminate}'s optional body. */
    record TerminateRequest(String reason) {}

    /**
     * One agreement: who made it from which template, its state, each service term's state, each guarantee's
     * outcome, the sum of the realised values ({@code utility}) and of the penalties paid, what admission gave
     * it and when it was made and changed; {@code backend} (what runs its work) and {@code terms} only when one
     * agreement is asked for.
     */
    record Agreement(String agreementId, String initiator, String templateId, String state, String created,
            String updated, Map<String, String> serviceTerms, List<Guarantee> guarantees, Double utility,
            Double penalty, AllocationBody allocation, BackendBody backend, TermsBody terms) {

        static Agreement of(AgreementView view, Terms terms) {
            return of(view, terms, null);
        }

        /** With {@code backend} when the agreement was admitted (it has an allocation). */
        static Agreement of(AgreementView view, Terms terms, BackendJob backend) {
            Map<String, String> serviceTerms = new LinkedHashMap<>();
            view.status().serviceTermStates().forEach((name, state) -> serviceTerms.put(name, state.wsagName()));
            Double penaltyRate = terms == null ? null : terms.sla().map(s -> s.penaltyRate()).orElse(null);
            List<Guarantee> guarantees = view.status().guarantees().stream()
                    .map(g -> Guarantee.of(g, penaltyRate)).toList();
            boolean valued = guarantees.stream().anyMatch(g -> g.value() != null);
            return new Agreement(view.agreementId(), view.initiator(), view.templateId(),
                    view.status().state().wsagName(), view.created().toString(), view.updated().toString(),
                    serviceTerms, guarantees, valued ? view.status().businessValue() : null,
                    penaltyRate == null || !valued ? null
                            : guarantees.stream().mapToDouble(g -> g.penalty() == null ? 0 : g.penalty()).sum(),
                    view.allocation().map(AllocationBody::of).orElse(null),
                    backend == null || view.allocation().isEmpty() ? null : BackendBody.of(backend),
                    terms == null ? null : TermsBody.of(terms));
        }
    }

    /**
     * A guarantee's outcome: {@code Fulfilled}, {@code Violated} or {@code NotDetermined}; once evaluated the
     * realised business {@code value} (negative for a net penalty), its unit, when the work finished and how
     * late (seconds from creation), and the {@code penalty} paid for the delay (delay x penaltyRate).
     */
    record Guarantee(String name, String state, Double value, String valueUnit, Double finishTime, Double delay,
            Double penalty) {

        static Guarantee of(GuaranteeOutcome outcome, Double penaltyRate) {
            Double delay = boxed(outcome.delay());
            return new Guarantee(outcome.name(), outcome.state().wsagName(), boxed(outcome.value()),
                    outcome.valueUnit().orElse(null), boxed(outcome.finishTime()), delay,
                    delay == null || penaltyRate == null ? null : delay * penaltyRate);
        }
    }

    /** What admission gave an agreement: path, nodes, CPUs, and planned start and finish (seconds, provider clock). */
    record AllocationBody(String kind, List<String> nodes, int cpus, double admitted, double plannedStart,
            double plannedFinish) {

        static AllocationBody of(Allocation allocation) {
            return new AllocationBody(allocation.kind().name().toLowerCase(Locale.ROOT), allocation.nodes(),
                    allocation.cpus(), allocation.created(), allocation.plannedStart(), allocation.plannedFinish());
        }
    }

    /**
     * What runs an admitted agreement's work: the execution backend ({@code simulated}: the provider's own clock,
     * no job; {@code slurm}) and, when the backend has one, the job id and the advance reservation it runs in.
     */
    record BackendBody(String kind, String jobId, String reservation) {

        static BackendBody of(BackendJob job) {
            return new BackendBody(job.backend(), job.jobId().orElse(null), job.reservation().orElse(null));
        }
    }

    /** A page of a listing: the items from {@code offset}, at most {@code limit}, of {@code total} that match. */
    record Page<T>(List<T> items, int offset, int limit, int total) {}

    /**
     * The terms the scheduler would admit now instead of a refused offer's, and why; {@code values} can be
     * sent back as a create's values.
     */
    record Alternative(String explanation, Map<String, Object> values, TermsBody terms) {

        static Alternative of(String explanation, Terms terms) {
            TermsBody body = TermsBody.of(terms);
            Map<String, Object> values = new LinkedHashMap<>();
            if (body.cpus() != null) {
                values.put("cpus", body.cpus().min() == body.cpus().max() ? body.cpus().min()
                        : body.cpus().min() + ".." + body.cpus().max());
            }
            putIfSet(values, "tD1", body.tD1());
            putIfSet(values, "TS", body.TS());
            putIfSet(values, "TF", body.TF());
            putIfSet(values, "deadlineType", body.deadlineType());
            putIfSet(values, "deadline", body.deadline());
            putIfSet(values, "budget", body.budget());
            putIfSet(values, "penaltyRate", body.penaltyRate());
            return new Alternative(explanation, values, body);
        }

        private static void putIfSet(Map<String, Object> values, String name, Object value) {
            if (value != null) {
                values.put(name, value);
            }
        }
    }

    private static Double boxed(OptionalDouble value) {
        return value.isPresent() ? value.getAsDouble() : null;
    }
}
