package org.accord.provider.config;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * How many times each repeated element may occur in one request, counted while the request's bytes are read and
 * before any XML is parsed: one pass counts start tags by local name (any prefix, so {@code accord:Variable} and
 * {@code wsag:Variable} count together) and stops at the first count over its limit. Every element the schemas
 * let repeat without bound has a limit here ({@link Group}), and every element at all counts against
 * {@code limits.message.elements}, which also bounds the content of {@code xs:any} wildcards. Function terms
 * have their own limit, {@code limits.function.terms} (checked the same way before this one).
 *
 * <p>Both bindings apply it: SOAP requests in the transport ({@code org.accord.provider.server.ScannedLimits}),
 * offers given as XML text to the shared intake ({@link OfferIntake#receive(String)}) before they are read.
 *
 * @param limits the limit of each group, by group
 */
public record ElementLimits(Map<Group, Integer> limits) {

    /** The repeated elements, grouped by what they are, each group with its setting and its default. */
    public enum Group {
        VARIABLES("limits.offer.variables", 256, "variables (Variable)", "Variable"),
        SERVICE_TERMS("limits.offer.service-terms", 128,
                "service terms (ServiceDescriptionTerm, ServiceReference, ServiceProperties)",
                "ServiceDescriptionTerm", "ServiceReference", "ServiceProperties"),
        GUARANTEE_TERMS("limits.offer.guarantee-terms", 128, "guarantee terms (GuaranteeTerm)", "GuaranteeTerm"),
        TERM_GROUPS("limits.offer.term-groups", 64, "term compositors (All, ExactlyOne, OneOrMore)", "All",
                "ExactlyOne", "OneOrMore"),
        LOCATIONS("limits.offer.locations", 256, "locations (Location)", "Location"),
        CONSTRAINTS("limits.offer.constraints", 256, "creation constraints (Constraint, Item)", "Constraint",
                "Item"),
        SCOPES("limits.offer.scopes", 128, "service scopes (ServiceScope)", "ServiceScope"),
        BUSINESS_VALUES("limits.offer.business-values", 128,
                "business values (Penalty, Reward, CustomBusinessValue)", "Penalty", "Reward",
                "CustomBusinessValue"),
        ARGUMENTS("limits.offer.arguments", 256, "arguments (Argument)", "Argument"),
        ENVIRONMENTS("limits.offer.environments", 64, "environment entries (Environment)", "Environment"),
        ELEMENTS("limits.message.elements", 20_000, "elements of any kind");

        private final String key;
        private final int defaultLimit;
        private final String what;
        private final List<String> localNames;

        Group(String key, int defaultLimit, String what, String... localNames) {
            this.key = key;
            this.defaultLimit = defaultLimit;
            this.what = what;
            this.localNames = List.of(localNames);
        }

        /** The setting's key, e.g. {@code limits.offer.variables}. */
        public String key() {
            return key;
        }

        /** The limit when the settings give none. */
        public int defaultLimit() {
            return defaultLimit;
        }
    }

    private static final Map<String, Group> BY_NAME = new HashMap<>();

    static {
        for (Group group : Group.values()) {
            group.localNames.forEach(name -> BY_NAME.put(name, group));
        }
    }

    public ElementLimits {
        limits = Map.copyOf(Objects.requireNonNull(limits, "element limits"));
        for (Group group : Group.values()) {
            Integer limit = limits.get(group);
            if (limit == null || limit < 1) {
                throw new IllegalArgumentException(group.key + " must be at least 1: " + limit);
            }
        }
    }

    /** Every limit at its default. */
    public static ElementLimits defaults() {
        Map<Group, Integer> limits = new HashMap<>();
        Arrays.stream(Group.values()).forEach(g -> limits.put(g, g.defaultLimit));
        return new ElementLimits(limits);
    }

    /** The limit of {@code group}. */
    public int limit(Group group) {
        return limits.get(group);
    }

    /**
     * Why {@code xml} is refused: the first group whose count goes over its limit, named with its setting; empty
     * when every count is within its limit. Start tags only ({@code <name}); comments, processing instructions,
     * declarations and end tags are not counted. One pass, no allocation but the per-group counters.
     */
    public Optional<String> firstOver(byte[] xml) {
        int[] counts = new int[Group.values().length];
        int elements = limit(Group.ELEMENTS);
        int total = 0;
        for (int i = 0; i < xml.length; i++) {
            if (xml[i] != '<' || i + 1 >= xml.length || !startsName(xml[i + 1])) {
                continue;
            }
            if (++total > elements) {
                return Optional.of(refusal(Group.ELEMENTS));
            }
            Group group = groupOf(xml, i + 1);
            if (group != null && ++counts[group.ordinal()] > limit(group)) {
                return Optional.of(refusal(group));
            }
        }
        return Optional.empty();
    }

    private String refusal(Group group) {
        return "the request has more than " + limit(group) + " " + group.what + "; the limit " + group.key + " is "
                + limit(group);
    }

    private static boolean startsName(byte b) {
        return b != '/' && b != '?' && b != '!' && b != ' ' && b != '\t' && b != '\r' && b != '\n' && b != '<';
    }

    /** The group of the tag whose name starts at {@code from}, by its local name; null when it has none. */
    private static Group groupOf(byte[] xml, int from) {
        int end = from;
        int local = from;
        while (end < xml.length && end - from < 128 && isNameByte(xml[end])) {
            if (xml[end] == ':') {
                local = end + 1;
            }
            end++;
        }
        int length = end - local;
        if (length < 3 || length > 22) {
            return null;
        }
        return BY_NAME.get(new String(xml, local, length, java.nio.charset.StandardCharsets.ISO_8859_1));
    }

    private static boolean isNameByte(byte b) {
        return b != '>' && b != '/' && b != ' ' && b != '\t' && b != '\n' && b != '\r' && b != '<';
    }
}
