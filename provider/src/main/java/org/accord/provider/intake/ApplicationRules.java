package org.accord.provider.intake;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

import org.accord.agreement.FaultReason;
import org.accord.offer.AgreementOffer;
import org.accord.provider.fault.FaultException;
import org.accord.sla.Application;
import org.accord.sla.JobDescription;
import org.accord.template.Template;

/**
 * What an offer may say about the application its job runs (CONSTRAINT_VIOLATION otherwise):
 * <ul>
 *   <li>never the user it runs as: that is the provider's setting ({@code slurm.user}), so a JSDL
 *       {@code jsdl-posix:UserName} is refused (Accord's own {@code accord:Application} has no such element, and
 *       the schema refuses one);</li>
 *   <li>where the template gives an {@code accord:Application}, only the fields its {@code offerMaySet} names: the
 *       offer must carry an application, and every other field must be as the template gives it.</li>
 * </ul>
 */
final class ApplicationRules {
    private ApplicationRules() {
    }

    /**
     * Throws a CONSTRAINT_VIOLATION fault naming what the offer may not set; {@code jsdlUser}: the user a JSDL
     * {@code jsdl-posix:UserName} in the offer asks its job to run as, if it names one.
     */
    static void check(Template template, AgreementOffer offer, Optional<String> jsdlUser) {
        jsdlUser.ifPresent(user -> {
            throw new FaultException(FaultReason.CONSTRAINT_VIOLATION, OfferIntake.SOURCE + ": an offer cannot choose "
                    + "the user its job runs as (jsdl-posix:UserName '" + user + "'); the provider runs jobs as its "
                    + "configured user");
        });
        Optional<Application> rule = application(template.terms().job());
        if (rule.isEmpty() || !rule.get().restricted()) {
            return;
        }
        Application given = rule.get();
        Application offered = application(offer.terms().job()).orElseThrow(() -> new FaultException(
                FaultReason.CONSTRAINT_VIOLATION, OfferIntake.SOURCE + ": template '" + template.templateId()
                        + "' gives the job's accord:Application; the offer must carry it (it may set "
                        + mayList(given) + ")"));
        List<Application.Field> changed = given.offerChanges(offered);
        if (!changed.isEmpty()) {
            throw new FaultException(FaultReason.CONSTRAINT_VIOLATION, OfferIntake.SOURCE + ": "
                    + changed.stream().map(f -> "accord:Application/accord:" + f.element() + " must be "
                            + shown(given.value(f)) + " as template '" + template.templateId() + "' gives it, not "
                            + shown(offered.value(f))).collect(Collectors.joining("; "))
                    + "; an offer may set " + mayList(given));
        }
    }

    private static Optional<Application> application(Optional<JobDescription> job) {
        return job.flatMap(JobDescription::application);
    }

    private static String mayList(Application given) {
        return given.offerMaySet().isEmpty() ? "none of its fields"
                : given.offerMaySet().stream().map(Application.Field::element).collect(Collectors.joining(", "));
    }

    private static String shown(Object value) {
        return value == null ? "absent" : "'" + value + "'";
    }
}
