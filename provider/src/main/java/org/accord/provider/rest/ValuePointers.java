package org.accord.provider.rest;

import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

import org.accord.constraint.ItemConstraint;
import org.accord.template.Template;

/**
 * Points a refusal of an offer made from template values at the value it concerns: the intake's messages
 * name the template's creation-constraint items (whose locations end in an Accord element such as
 * {@code accord:CpuCount}), the offer's XML elements and variables, which this maps back to the names of a
 * create's {@code values}. A refusal naming none of the values sent points at {@code /values}
 * when values were sent, else at the whole body.
 */
final class ValuePointers {

    /** The Accord extension element each value sets. */
    private static final Map<String, String> ELEMENTS = Map.of(
            "cpus", "CpuCount",
            "tD1", "SingleCpuRuntime",
            "tD", "ReservedTime",
            "TS", "EarliestStart",
            "TF", "LatestFinish",
            "deadlineType", "DeadlineType",
            "deadline", "Deadline",
            "budget", "Budget",
            "penaltyRate", "PenaltyRate");

    private ValuePointers() {}

    static Problem locate(Problem problem, Map<String, JsonNode> values, Template template) {
        String detail = problem.detail();
        for (ItemConstraint item : template.creationConstraints().items()) {
            if (detail.contains("item '" + item.itemName() + "'")) {
                String element = item.location().substring(item.location().lastIndexOf(':') + 1);
                for (Map.Entry<String, String> value : ELEMENTS.entrySet()) {
                    if (value.getValue().equals(element)) {
                        return problem.at("/values/" + value.getKey());
                    }
                }
            }
        }
        if (values == null || values.isEmpty()) {
            return problem.at("");
        }
        for (String name : values.keySet()) {
            String element = ELEMENTS.get(name);
            if ((element != null && (detail.contains(":" + element + "'") || detail.contains(":" + element + " ")
                    || detail.contains(":" + element + ")") || detail.contains(":" + element + "/")
                    || detail.contains(":" + element + ">") || detail.endsWith(":" + element)))
                    || detail.contains("'" + name + "'")) {
                return problem.at("/values/" + name.replace("~", "~0").replace("/", "~1"));
            }
        }
        return problem.at("/values");
    }
}
