package org.accord.provider.admission;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

import org.accord.provider.config.FairShareSettings;
import org.accord.scheduler.plan.PlannedPlacement;
import org.accord.scheduler.plan.Plan;
import org.accord.scheduler.plan.Reservation;
import org.accord.scheduler.sla.SlaJob;

/**
 * Fair share between initiators, on both admission paths: a reserve of capacity ({@code fairness.reserve},
 * default 0.15) that only an initiator below its share may take.
 *
 * <p>The rule. An initiator is <em>below its share</em> when other initiators hold capacity on the path too and
 * its part of the capacity in use, counting the offer, is at most its weight over the sum of the weights of the
 * initiators holding capacity ({@code fairness.weights}, equal by default). An offer from an initiator below its
 * share goes to the admission policy or planner as before. An offer from any other initiator (above its share,
 * or alone) is admitted only if it leaves the reserve free:
 * <ul>
 *   <li>deadline SLAs: the admission policy must also accept the same job widened by
 *       {@code ceil(reserve x nodes)} more processes (at most every node). So after admitting it at least that
 *       many nodes would still take a job like it, which is exactly what a newcomer's offer of the same size
 *       needs. The capacity an initiator holds is the sum over its running jobs of {@code processors x
 *       min(1, run time / deadline)}, LibraSLA's deadline share (Eq. 3), held until the job's simulated finish
 *       (the record has no withdrawal).</li>
 *   <li>reservations: in the plan as it would be after admitting it, another request like it (same CPU
 *       range, run time and window) must still fit by its T_F. The planner's reservations are moldable (it gives
 *       a request the most CPUs its function allows), so a fixed part of the processors would refuse even the
 *       first reservation of an empty plan; room for one more like it is the same guarantee for the newcomer
 *       the deadline path gives. The capacity an initiator holds is the CPU-hours its reservations hold in the
 *       window the new offer asks for (T_S to T_F).</li>
 * </ul>
 *
 * <p>Why a reserve, and why this one:
 * <ul>
 *   <li>Admission cannot take back what it admitted (an agreement is a promise), so fairness has to act before
 *       capacity runs out: once one initiator filled the provider, a newcomer's offer is refused whatever its
 *       share says. A reserve that the flooding initiator may not touch is room that is there when the
 *       newcomer arrives.</li>
 *   <li>Work-conserving: one initiator alone may fill {@code 1 - reserve} of each path (85% by default); two or
 *       more sharing fairly may fill all of it, since an initiator below its share may take the reserve.</li>
 *   <li>The reserve is measured in the path's own terms, not in agreements: the number of agreements says
 *       nothing about capacity (the per-initiator agreement limit did not protect anyone), and on the deadline
 *       path what limits a newcomer is whether enough nodes would still accept its job under the policy (a
 *       LibraSLA node with spare processor time may refuse a job that lowers its return), so the widened-job
 *       test asks the policy itself.</li>
 *   <li>Refusing the over-share initiator first, rather than ordering offers by share in a queue, keeps
 *       admission an immediate decision, as WS-Agreement's createAgreement is. Its counter-offers are found
 *       with the same rule ({@link Alternatives}): on the deadline path a longer deadline needs a smaller share
 *       of each node, on the reservation path a later window where the reserve is free.</li>
 * </ul>
 * Not thread-safe: used under the scheduler's admission lock ({@link ProviderScheduler}).
 */
final class FairShare {

    /** The initiator of offers decided without a name: every caller with security off. */
    static final String ANONYMOUS = "anonymous";

    private static final double EPSILON = 1e-9;

    private final FairShareSettings settings;
    private final Map<String, String> owners = new HashMap<>();
    private final Map<String, Double> demands = new HashMap<>();
    private final Map<String, Double> heldOnDeadlinePath = new HashMap<>();

    FairShare(FairShareSettings settings) {
        this.settings = settings;
    }

    /** Records who offered {@code agreementId} (before it is decided, and for every restored admission). */
    void own(String agreementId, String initiator) {
        owners.put(agreementId, initiator);
    }

    /** The initiator of {@code agreementId}; {@link #ANONYMOUS} for one decided without a name. */
    String owner(String agreementId) {
        return owners.getOrDefault(agreementId, ANONYMOUS);
    }

    /** Forgets an agreement that finished, was withdrawn or was never admitted, releasing what it held. */
    void forget(String agreementId) {
        Double demand = demands.remove(agreementId);
        String owner = owners.remove(agreementId);
        if (demand != null && owner != null) {
            heldOnDeadlinePath.computeIfPresent(owner, (name, held) -> held - demand > EPSILON ? held - demand : null);
        }
    }

    /** Counts an admitted deadline job against its initiator until {@link #forget}. */
    void hold(SlaJob job) {
        double demand = demand(job);
        demands.put(job.id(), demand);
        heldOnDeadlinePath.merge(owner(job.id()), demand, Double::sum);
    }

    /**
     * The processes by which a deadline job must be widened to leave the reserve: none when fair share is off or
     * the job's initiator is below its share, else {@code ceil(reserve x nodes)}, at most up to every node.
     */
    int deadlineWidening(SlaJob job, int nodes) {
        if (!settings.enabled()) {
            return 0;
        }
        double demand = demand(job);
        String initiator = owner(job.id());
        double used = heldOnDeadlinePath.values().stream().mapToDouble(Double::doubleValue).sum() + demand;
        if (belowShare(initiator, heldOnDeadlinePath.getOrDefault(initiator, 0.0) + demand, used,
                heldOnDeadlinePath)) {
            return 0;
        }
        return Math.max(0, Math.min(nodes, job.processors() + reserveNodes(nodes)) - job.processors());
    }

    /** Why a deadline job that the policy would not accept widened is refused: names the rule and the figures. */
    String deadlineRefusal(SlaJob job, int nodes) {
        String initiator = owner(job.id());
        double held = heldOnDeadlinePath.getOrDefault(initiator, 0.0);
        double used = heldOnDeadlinePath.values().stream().mapToDouble(Double::doubleValue).sum();
        return String.format(Locale.ROOT, "fair share: %s; admitting this job would leave fewer than %d of the %d "
                + "nodes able to take a job like it (%s = %s of them are kept for initiators below their share)",
                standing(initiator, held, used, heldOnDeadlinePath, "processors' worth of deadline shares"),
                reserveNodes(nodes), nodes, FairShareSettings.RESERVE, reserveText());
    }

    /**
     * Whether the reservation {@code placed}, in {@code plan} (the plan as it would be after admitting it), must
     * leave room for another like it: fair share is on and its initiator is not below its share of the CPU-hours
     * the plan holds over the window its offer asks for, {@code [from, to)} in the plan's hours.
     */
    boolean mustLeaveRoom(Plan plan, PlannedPlacement placed, double from, double to) {
        if (!settings.enabled()) {
            return false;
        }
        Map<String, Double> held = heldOver(plan, from, to);
        double used = held.values().stream().mapToDouble(Double::doubleValue).sum();
        String initiator = owner(placed.requestId());
        return !belowShare(initiator, held.getOrDefault(initiator, 0.0), used, held);
    }

    /**
     * Why a reservation that leaves no room for another like it is refused: names the rule and the figures.
     *
     * @param window the reservation's window as the message names it
     */
    String reservationRefusal(Plan plan, PlannedPlacement placed, double from, double to, String window) {
        Map<String, Double> held = heldOver(plan, from, to);
        double used = held.values().stream().mapToDouble(Double::doubleValue).sum();
        String initiator = owner(placed.requestId());
        return String.format(Locale.ROOT, "fair share: %s; admitting this reservation would leave no room for another "
                + "like it %s, and room for one is kept for initiators below their share (%s = %s)", standing(initiator,
                held.getOrDefault(initiator, 0.0), used, held, "CPU-hours planned over its window"), window,
                FairShareSettings.RESERVE, reserveText());
    }

    /** The CPU-hours each initiator's reservations hold in {@code [from, to)}. */
    private Map<String, Double> heldOver(Plan plan, double from, double to) {
        Map<String, Double> held = new HashMap<>();
        for (Reservation r : plan.reservations()) {
            PlannedPlacement p = r.placement();
            double hours = Math.min(p.end(), to) - Math.max(p.start(), from);
            if (hours > 0) {
                held.merge(owner(p.requestId()), hours * p.cpus(), Double::sum);
            }
        }
        return held;
    }

    /** {@code ceil(reserve x nodes)}: the nodes the deadline path keeps able to take a job like the offered one. */
    int reserveNodes(int nodes) {
        return (int) Math.ceil(settings.reserve() * nodes - EPSILON);
    }

    /**
     * LibraSLA's deadline share of a job summed over its processes: {@code processors x min(1, run time /
     * deadline)}, the processor time per second it needs to meet its deadline; {@code processors} without an SLA.
     */
    static double demand(SlaJob job) {
        return job.processors() * job.sla().map(sla -> Math.min(1, job.runtime() / sla.deadline())).orElse(1.0);
    }

    /**
     * Whether {@code initiator}, holding {@code mine} of {@code used} in use (both counting the offer), is below
     * its share: others hold capacity too, and {@code mine <= weight / (weight + others' weights) x used}.
     */
    private boolean belowShare(String initiator, double mine, double used, Map<String, Double> held) {
        double others = othersWeight(initiator, held);
        if (others == 0) {
            return false;
        }
        double weight = settings.weight(initiator);
        return mine <= weight / (weight + others) * used + EPSILON;
    }

    private double othersWeight(String initiator, Map<String, Double> held) {
        double sum = 0;
        for (Map.Entry<String, Double> e : held.entrySet()) {
            if (!e.getKey().equals(initiator) && e.getValue() > EPSILON) {
                sum += settings.weight(e.getKey());
            }
        }
        return sum;
    }

    private String standing(String initiator, double mine, double used, Map<String, Double> held, String unit) {
        double others = othersWeight(initiator, held);
        if (others == 0) {
            return "initiator '" + initiator + "' is the only one holding capacity";
        }
        double weight = settings.weight(initiator);
        return String.format(Locale.ROOT, "initiator '%s' holds %.1f of the %.1f %s, at or above its share of "
                + "%.1f (weight %s of %s)", initiator, mine, used, unit, weight / (weight + others) * used,
                number(weight), number(weight + others));
    }

    private String reserveText() {
        return number(settings.reserve());
    }

    private static String number(double value) {
        return value == Math.rint(value) ? String.valueOf((long) value) : String.valueOf(value);
    }
}
