package org.accord.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.accord.document.DocumentException;
import org.accord.document.DocumentProblem;
import org.accord.document.Documents;
import org.accord.document.LoadedDocument;
import org.accord.template.Template;
import org.accord.validation.DocumentValidator;
import org.accord.validation.ValidationReport;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ./accord validate FILE... [--template T] [--json]}: checks WS-Agreement documents (schema, function
 * terms, and the template's creation constraints when {@code --template} is given). Prints
 * {@code FILE: OK} for each valid document and every problem of the others as
 * {@code file:line:column: message} on stderr; {@code --json} prints one JSON array instead. Exit code 0
 * when every document is valid, 1 when one is not, 2 for a usage error (including an unreadable template).
 */
@Command(name = "validate", mixinStandardHelpOptions = true,
        description = "Check WS-Agreement documents: schema, function terms and (with --template) creation constraints.")
public final class ValidateCommand implements Callable<Integer> {

    static final int INVALID = 1;
    static final int USAGE = 2;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "templates, offers, agreements or negotiation offers")
    private List<Path> files;

    @Option(names = "--template", paramLabel = "T", description = "check offers against this template's creation constraints")
    private Path template;

    @Option(names = "--json", description = "print one JSON document instead of text")
    private boolean json;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        Optional<LoadedDocument<Template>> loadedTemplate;
        try {
            loadedTemplate = Optional.ofNullable(template).map(Documents.standard()::readTemplate);
        } catch (DocumentException e) {
            PrintWriter err = spec.commandLine().getErr();
            err.println("accord validate: the template given with --template cannot be used:");
            e.problems().forEach(err::println);
            return USAGE;
        }
        DocumentValidator validator = DocumentValidator.standard();
        List<ValidationReport> reports = files.stream().map(file -> validator.validate(file, loadedTemplate)).toList();
        if (json) {
            spec.commandLine().getOut().println(json(reports));
        } else {
            reports.forEach(this::print);
        }
        return reports.stream().allMatch(ValidationReport::isValid) ? 0 : INVALID;
    }

    private void print(ValidationReport report) {
        if (report.isValid()) {
            spec.commandLine().getOut().println(report.source() + ": OK");
        } else {
            report.problems().forEach(spec.commandLine().getErr()::println);
        }
    }

    private static String json(List<ValidationReport> reports) {
        ObjectMapper mapper = new ObjectMapper();
        ArrayNode array = mapper.createArrayNode();
        for (ValidationReport report : reports) {
            ObjectNode entry = array.addObject();
            entry.put("file", report.source());
            entry.put("valid", report.isValid());
            ArrayNode problems = entry.putArray("problems");
            for (DocumentProblem problem : report.problems()) {
                problems.addObject().put("source", problem.source()).put("line", problem.line())
                        .put("column", problem.column()).put("message", problem.message());
            }
        }
        try {
            return mapper.writerWithDefaultPrettyPrinter().writeValueAsString(array);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write validation reports as JSON", e);
        }
    }
}
