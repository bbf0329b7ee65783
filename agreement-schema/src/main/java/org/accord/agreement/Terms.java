package org.accord.agreement;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.accord.scheduler.sla.Sla;
import org.accord.sla.JobDescription;
import org.accord.term.TermSetDeclaration;

/**
 * The Accord view of an agreement's term tree: the names of its service terms and its guarantee terms,
 * and the Accord extension values found in them (the first JobDescription and SlaTerms element, all function
 * terms together). Content written by other WS-Agreement implementations is not modelled here; it stays in
 * the document the terms were read from.
 *
 * @param serviceName the service the terms describe (the first service term's ServiceName)
 */
public record Terms(String serviceName, List<String> serviceTermNames, List<GuaranteeTerm> guarantees,
        Optional<JobDescription> job, Optional<Sla> sla, TermSetDeclaration functionTerms) {

    public Terms {
        Objects.requireNonNull(serviceName, "serviceName");
        serviceTermNames = List.copyOf(serviceTermNames);
        guarantees = List.copyOf(guarantees);
        Objects.requireNonNull(job, "job");
        Objects.requireNonNull(sla, "sla");
        Objects.requireNonNull(functionTerms, "functionTerms");
    }

    /** Whether the terms declare any variable or function term. */
    public boolean hasFunctionTerms() {
        return !functionTerms.variables().isEmpty() || !functionTerms.functions().isEmpty();
    }

    /** The guarantee term of that name. */
    public Optional<GuaranteeTerm> guarantee(String name) {
        return guarantees.stream().filter(g -> g.name().equals(name)).findFirst();
    }
}
