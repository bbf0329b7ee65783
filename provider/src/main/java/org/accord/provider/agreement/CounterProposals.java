package org.accord.provider.agreement;

import java.util.Locale;

import org.accord.provider.admission.Admission;

/** Words for a refusal, including the planner's counter-proposal when it has one. */
final class CounterProposals {

    private CounterProposals() {}

    static String describe(Admission.Refused refused) {
        return refused.counterProposal().map(c -> refused.reason() + String.format(Locale.ROOT,
                "; it would fit on %d CPUs (t_D = %.2f h) from hour %.2f to hour %.2f of the provider's clock, i.e. "
                        + "with a later latest finish", c.cpus(), c.reservedHours(), c.start(), c.finish()))
                .orElse(refused.reason());
    }
}
