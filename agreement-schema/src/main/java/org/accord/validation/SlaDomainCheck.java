package org.accord.validation;

import java.util.ArrayList;
import java.util.List;

import org.accord.agreement.Terms;
import org.accord.document.DocumentProblem;
import org.accord.document.LoadedDocument;
import org.accord.document.LocatedDocument;
import org.accord.document.Namespaces;
import org.accord.document.Position;
import org.accord.scheduler.sla.Sla;
import org.accord.term.VariableDeclaration;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Function-term variables that contradict the document's SLA terms: a variable named {@code deadline},
 * {@code budget} or {@code penaltyRate} whose domain does not contain the value {@code accord:SlaTerms}
 * states for it (a utility {@code budget - delay * penaltyRate} over a budget of 0..50 when the SLA says
 * 100 would price the agreement on a budget nobody agreed to). Reported at the variable's declaration.
 */
public final class SlaDomainCheck {

    private SlaDomainCheck() {
    }

    /** Every contradiction, as a complete message naming the variable, its domain and the SLA value. */
    public static List<String> contradictions(Terms terms) {
        List<String> found = new ArrayList<>();
        terms.sla().ifPresent(sla -> {
            for (VariableDeclaration variable : terms.functionTerms().variables()) {
                double stated = stated(sla, variable.name());
                if (!Double.isNaN(stated) && !(stated >= variable.min() && stated <= variable.max())) {
                    found.add("variable '" + variable.name() + "' ranges over " + variable.min() + ".."
                            + variable.max() + " but the SLA terms state " + variable.name() + " = " + stated);
                }
            }
        });
        return found;
    }

    static List<DocumentProblem> check(LoadedDocument<?> document, Terms terms) {
        LocatedDocument source = document.source();
        return contradictions(terms).stream().map(message -> new DocumentProblem(source.source(),
                position(source, message.substring("variable '".length(), message.indexOf("' ranges"))), message))
                .toList();
    }

    /** The value the SLA states for a variable of this name, NaN when it states none (no map per variable of every offer). */
    private static double stated(Sla sla, String variable) {
        return switch (variable) {
            case "deadline" -> sla.deadline();
            case "budget" -> sla.budget();
            case "penaltyRate" -> sla.penaltyRate();
            default -> Double.NaN;
        };
    }

    private static Position position(LocatedDocument source, String variable) {
        NodeList elements = source.dom().getElementsByTagNameNS(Namespaces.ACCORD, "Variable");
        for (int i = 0; i < elements.getLength(); i++) {
            Element element = (Element) elements.item(i);
            if (element.getAttribute("name").equals(variable)) {
                return source.positionOf(element);
            }
        }
        return Position.START;
    }
}
