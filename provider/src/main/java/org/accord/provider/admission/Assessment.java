package org.accord.provider.admission;

import java.util.Objects;

import org.accord.agreement.Terms;

/** What the provider would do with an offer now, without committing anything (for negotiation). */
public sealed interface Assessment {

    /** The offer would be admitted as it is. */
    record Admissible() implements Assessment {}

    /**
     * The offer would be refused, but these changed terms would be admitted now.
     *
     * @param terms the offer's terms with the change
     * @param explanation what changed and why, e.g. "32 CPUs cannot finish by T_F; 16 CPUs with t_D = ... can"
     */
    record Alternative(Terms terms, String explanation) implements Assessment {
        public Alternative {
            Objects.requireNonNull(terms, "terms");
            Objects.requireNonNull(explanation, "explanation");
        }
    }

    /** Neither the offer nor any change the provider tries would be admitted. */
    record Impossible(String reason) implements Assessment {
        public Impossible {
            Objects.requireNonNull(reason, "reason");
        }
    }
}
