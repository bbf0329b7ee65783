package org.accord.provider.rest;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.media.ComposedSchema;
import io.swagger.v3.oas.models.media.Schema;

/**
 * Checks a JSON answer against a schema of the OpenAPI document: types, required and undeclared properties
 * (the document's objects declare {@code additionalProperties: false}), enums, array items, oneOf, allOf. Enough of
 * JSON Schema for the document's own schemas; returns every problem with its JSON pointer.
 */
final class OpenApiSchemaCheck {

    private final OpenAPI api;

    OpenApiSchemaCheck(OpenAPI api) {
        this.api = api;
    }

    List<String> problems(JsonNode node, Schema<?> schema) {
        List<String> problems = new ArrayList<>();
        check(node, schema, "", problems);
        return problems;
    }

    private void check(JsonNode node, Schema<?> schema, String at, List<String> problems) {
        Schema<?> resolved = resolve(schema);
        if (resolved instanceof ComposedSchema composed && composed.getOneOf() != null) {
            boolean any = composed.getOneOf().stream().anyMatch(option -> problems(node, option).isEmpty());
            if (!any) {
                problems.add(at + ": matches none of oneOf");
            }
            return;
        }
        if (resolved instanceof ComposedSchema composed && composed.getAllOf() != null) {
            composed.getAllOf().forEach(part -> check(node, part, at, problems));
            return;
        }
        String type = resolved.getType() != null ? resolved.getType()
                : resolved.getTypes() != null && !resolved.getTypes().isEmpty() ? resolved.getTypes().iterator().next() : null;
        if (type == null) {
            return;
        }
        switch (type) {
            case "object" -> object(node, resolved, at, problems);
            case "array" -> {
                if (!node.isArray()) {
                    problems.add(at + ": not an array");
                    return;
                }
                for (int i = 0; i < node.size(); i++) {
                    check(node.get(i), resolved.getItems(), at + "/" + i, problems);
                }
            }
            case "string" -> {
                if (!node.isTextual()) {
                    problems.add(at + ": not a string: " + node);
                } else if (resolved.getEnum() != null && !resolved.getEnum().contains(node.textValue())) {
                    problems.add(at + ": '" + node.textValue() + "' not in " + resolved.getEnum());
                }
            }
            case "number" -> require(node.isNumber(), at + ": not a number: " + node, problems);
            case "integer" -> {
                require(node.isIntegralNumber(), at + ": not an integer: " + node, problems);
                require(resolved.getEnum() == null || resolved.getEnum().stream().anyMatch(v -> String.valueOf(v)
                        .equals(node.asText())), at + ": " + node + " not in " + resolved.getEnum(), problems);
            }
            case "boolean" -> require(node.isBoolean(), at + ": not a boolean: " + node, problems);
            default -> problems.add(at + ": the checker knows no type " + type);
        }
    }

    private void object(JsonNode node, Schema<?> schema, String at, List<String> problems) {
        if (!node.isObject()) {
            problems.add(at + ": not an object: " + node);
            return;
        }
        if (schema.getRequired() != null) {
            schema.getRequired().stream().filter(name -> !node.has(name))
                    .forEach(name -> problems.add(at + ": required property '" + name + "' missing"));
        }
        Map<String, Schema> properties = schema.getProperties() == null ? Map.of() : schema.getProperties();
        for (Iterator<Map.Entry<String, JsonNode>> fields = node.fields(); fields.hasNext(); ) {
            Map.Entry<String, JsonNode> field = fields.next();
            Schema<?> declared = properties.get(field.getKey());
            Object additional = schema.getAdditionalProperties();
            if (declared != null) {
                check(field.getValue(), declared, at + "/" + field.getKey(), problems);
            } else if (additional instanceof Schema<?> values) {
                check(field.getValue(), values, at + "/" + field.getKey(), problems);
            } else if (Boolean.FALSE.equals(additional)) {
                problems.add(at + ": undeclared property '" + field.getKey() + "'");
            }
        }
    }

    private Schema<?> resolve(Schema<?> schema) {
        if (schema.get$ref() == null) {
            return schema;
        }
        String name = schema.get$ref().substring(schema.get$ref().lastIndexOf('/') + 1);
        return api.getComponents().getSchemas().get(name);
    }

    private static void require(boolean holds, String problem, List<String> problems) {
        if (!holds) {
            problems.add(problem);
        }
    }
}
