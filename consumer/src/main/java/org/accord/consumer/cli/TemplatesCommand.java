package org.accord.consumer.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.accord.template.Template;
import org.accord.term.VariableDeclaration;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code client templates}: the provider's templates, with the variables an offer may set. */
@Command(name = "templates", mixinStandardHelpOptions = true, description = "List the provider's agreement templates.")
final class TemplatesCommand implements Callable<Integer> {

    @ParentCommand
    private ClientCommand parent;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        return parent.withClient(spec, client -> {
            List<Template> templates = client.templates();
            PrintWriter out = spec.commandLine().getOut();
            if (parent.json) {
                ArrayNode array = Json.MAPPER.createArrayNode();
                templates.forEach(t -> array.add(json(t)));
                out.println(Json.write(array));
            } else {
                out.printf("%-16s %-12s %-40s %s%n", "TEMPLATE", "KIND", "NAME", "VARIABLES");
                templates.forEach(t -> out.printf("%-16s %-12s %-40s %s%n", t.templateId(), kind(t),
                        t.name().orElse(""), variables(t)));
            }
            return 0;
        });
    }

    private static ObjectNode json(Template template) {
        ObjectNode node = Json.MAPPER.createObjectNode();
        node.put("templateId", template.templateId());
        node.put("name", template.name().orElse(template.templateId()));
        node.put("serviceName", template.terms().serviceName());
        node.put("kind", kind(template));
        ArrayNode variables = node.putArray("variables");
        template.terms().functionTerms().variables().forEach(v -> variables.addObject().put("name", v.name())
                .put("min", v.min()).put("max", v.max()).put("integer", v.integer()));
        return node;
    }

    private static String kind(Template template) {
        return template.terms().sla().isPresent() ? "deadline-sla" : "reservation";
    }

    private static String variables(Template template) {
        return template.terms().functionTerms().variables().stream().map(VariableDeclaration::name)
                .collect(Collectors.joining(","));
    }
}
