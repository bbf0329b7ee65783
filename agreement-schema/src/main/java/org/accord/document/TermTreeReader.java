package org.accord.document;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import jakarta.xml.bind.JAXBElement;

import org.accord.agreement.GuaranteeTerm;
import org.accord.schema.sla.FunctionTermsType;
import org.accord.schema.wsag.BusinessValueListType;
import org.accord.schema.wsag.CompensationType;
import org.accord.schema.wsag.ExpressionType;
import org.accord.schema.wsag.GuaranteeTermType;
import org.accord.schema.wsag.ServiceDescriptionTermType;
import org.accord.schema.wsag.ServiceLevelObjectiveType;
import org.accord.schema.wsag.ServiceReferenceType;
import org.accord.schema.wsag.ServiceTermType;
import org.accord.schema.wsag.TermCompositorType;
import org.accord.term.FunctionTermDeclaration;
import org.accord.term.TermSetDeclaration;
import org.accord.term.VariableDeclaration;

/**
 * One walk over a term tree (through every All / ExactlyOne / OneOrMore) collecting the service term
 * names, the guarantee terms and the Accord extension elements found in service descriptions, service
 * references and guarantee service levels. Of JobDescription and SlaTerms the first one counts; the
 * variables and functions of every FunctionTerms element are declared together.
 */
final class TermTreeReader {

    private final List<String> serviceTermNames = new ArrayList<>();
    private final List<GuaranteeTerm> guarantees = new ArrayList<>();
    private final List<Object> extensions = new ArrayList<>();
    private final List<org.w3c.dom.Element> foreign = new ArrayList<>();
    private final boolean foreignOnly;
    private String serviceName = "";

    private TermTreeReader(boolean foreignOnly) {
        this.foreignOnly = foreignOnly;
    }

    static TermTreeReader read(TermCompositorType all) {
        TermTreeReader reader = new TermTreeReader(false);
        reader.visit(all);
        return reader;
    }

    /**
     * The {@link #foreign()} elements of the tree, found by the same walk without reading anything else
     * (names, guarantee terms, extensions): what the provider checks of every offer before reading it.
     */
    static List<org.w3c.dom.Element> foreign(TermCompositorType all) {
        TermTreeReader reader = new TermTreeReader(true);
        reader.visit(all);
        return reader.foreign;
    }

    String serviceName() {
        return serviceName;
    }

    List<String> serviceTermNames() {
        return serviceTermNames;
    }

    List<GuaranteeTerm> guarantees() {
        return guarantees;
    }

    /** The first extension of this type (a loop: this runs several times for every offer). */
    <T> Optional<T> extension(Class<T> type) {
        for (Object extension : extensions) {
            if (type.isInstance(extension)) {
                return Optional.of(type.cast(extension));
            }
        }
        return Optional.empty();
    }

    /** Elements of other vocabularies in service descriptions and references (e.g. a JSDL JobDefinition). */
    List<org.w3c.dom.Element> foreign() {
        return foreign;
    }

    TermSetDeclaration functionTerms() {
        List<VariableDeclaration> variables = new ArrayList<>();
        List<FunctionTermDeclaration> functions = new ArrayList<>();
        for (Object extension : extensions) {
            if (extension instanceof FunctionTermsType terms) {
                terms.getVariable().forEach(v -> variables.add(new VariableDeclaration(v.getName(), v.getMin(), v.getMax(),
                        "integer".equals(v.getType().value()))));
                terms.getFunction().forEach(f -> functions.add(new FunctionTermDeclaration(f.getName(), f.getExpression())));
            }
        }
        return TermSetDeclaration.of(variables, functions);
    }

    private void visit(TermCompositorType compositor) {
        for (JAXBElement<?> term : compositor.getTerms()) {
            Object value = term.getValue();
            if (value instanceof TermCompositorType nested) {
                visit(nested);
            } else if (value instanceof ServiceTermType serviceTerm) {
                serviceTerm(serviceTerm);
            } else if (value instanceof GuaranteeTermType guarantee) {
                guarantee(guarantee);
            }
        }
    }

    private void serviceTerm(ServiceTermType term) {
        if (!foreignOnly) {
            serviceTermNames.add(term.getName());
            if (serviceName.isEmpty()) {
                serviceName = term.getServiceName();
            }
        }
        if (term instanceof ServiceDescriptionTermType description) {
            collect(description.getAny());
        } else if (term instanceof ServiceReferenceType reference) {
            collect(reference.getAny());
        }
    }

    private void guarantee(GuaranteeTermType term) {
        ServiceLevelObjectiveType objective = term.getServiceLevelObjective();
        ExpressionType level = objective.getKPITarget() != null
                ? objective.getKPITarget().getCustomServiceLevel() : objective.getCustomServiceLevel();
        collect(level.getContent());
        if (foreignOnly) {
            return;
        }
        BusinessValueListType values = term.getBusinessValueList();
        guarantees.add(new GuaranteeTerm(term.getName(), valueUnit(values), expressions(values.getReward()),
                expressions(values.getPenalty())));
    }

    /** The first value unit of a reward, else of a penalty (loops: this runs for every offer's guarantees). */
    private static Optional<String> valueUnit(BusinessValueListType values) {
        for (List<CompensationType> compensations : List.of(values.getReward(), values.getPenalty())) {
            for (CompensationType compensation : compensations) {
                if (compensation.getValueUnit() != null) {
                    return Optional.of(compensation.getValueUnit());
                }
            }
        }
        return Optional.empty();
    }

    private static List<String> expressions(List<CompensationType> compensations) {
        if (compensations.isEmpty()) {
            return List.of();
        }
        String[] expressions = new String[compensations.size()];
        for (int i = 0; i < expressions.length; i++) {
            expressions[i] = WsagToDomain.text(compensations.get(i).getValueExpression());
        }
        return List.of(expressions);
    }

    private void collect(List<Object> content) {
        for (Object part : content) {
            if (part instanceof JAXBElement<?> element) {
                if (!foreignOnly) {
                    extensions.add(element.getValue());
                }
            } else if (part instanceof org.w3c.dom.Element element) {
                foreign.add(element);
            }
        }
    }
}
