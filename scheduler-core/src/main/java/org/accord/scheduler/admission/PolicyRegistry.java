package org.accord.scheduler.admission;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Admission policies by stable name: {@code librasla}, {@code libra}, {@code edd}, {@code fcfs},
 * {@code greedy-backfilling}, {@code librasla-value}. Names are case-sensitive and never numbers.
 */
public final class PolicyRegistry {
    private static final Map<String, Function<PolicySettings, AdmissionPolicy>> FACTORIES = factories();

    private PolicyRegistry() {
    }

    private static Map<String, Function<PolicySettings, AdmissionPolicy>> factories() {
        Map<String, Function<PolicySettings, AdmissionPolicy>> f = new LinkedHashMap<>();
        f.put(LibraSlaAdmission.NAME, s -> new LibraSlaAdmission());
        f.put(LibraBestFitAdmission.NAME, s -> new LibraBestFitAdmission());
        f.put(EddAdmission.NAME, s -> new EddAdmission(s.slackFactor()));
        f.put(FcfsBidAdmission.NAME, s -> new FcfsBidAdmission());
        f.put(GreedyBackfillingAdmission.NAME, s -> new GreedyBackfillingAdmission(s.bidTimeFraction()));
        f.put(LibraSlaAdmission.VALUE_NAME, s -> new LibraSlaAdmission(true));
        return f;
    }

    /** The registered names in registry order. */
    public static List<String> names() {
        return List.copyOf(FACTORIES.keySet());
    }

    /** The policy named {@code name} with {@code settings}. */
    public static AdmissionPolicy create(String name, PolicySettings settings) {
        Function<PolicySettings, AdmissionPolicy> factory = FACTORIES.get(name);
        if (factory == null) {
            throw new UnknownPolicyException(name, names());
        }
        return factory.apply(settings);
    }

    /** The policy named {@code name} with default settings. */
    public static AdmissionPolicy create(String name) {
        return create(name, PolicySettings.defaults());
    }
}
