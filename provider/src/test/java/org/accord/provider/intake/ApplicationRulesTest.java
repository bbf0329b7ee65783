package org.accord.provider.intake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.accord.agreement.FaultReason;
import org.accord.document.Documents;
import org.accord.provider.fault.FaultException;
import org.accord.provider.agreement.Offers;
import org.accord.provider.template.TemplateRegistry;
import org.accord.sla.Application;
import org.accord.validation.DocumentValidator;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What an offer may say about its job's application: what its template lets it set, never the user, and a JSDL
 * POSIXApplication where Accord's own element is missing.
 */
class ApplicationRulesTest {
    private static final Documents DOCUMENTS = Documents.standard();
    private static final String APPLICATION = "<accord:Application offerMaySet=\"Argument Environment\">"
            + "<accord:Executable>/opt/model/run</accord:Executable></accord:Application>";
    @TempDir
    Path templates;
    private OfferIntake intake;

    @BeforeEach
    void publishATemplateThatFixesTheExecutable() throws IOException {
        String template = Files.readString(Path.of("..", "examples", "templates", "librasla-job.xml"))
                .replace("librasla-job", "model-run")
                .replace("<accord:ReservedTime>7200</accord:ReservedTime>",
                        "<accord:ReservedTime>7200</accord:ReservedTime>" + APPLICATION);
        Files.writeString(templates.resolve("model-run.xml"), template);
        Files.writeString(templates.resolve("librasla-job.xml"),
                Files.readString(Path.of("..", "examples", "templates", "librasla-job.xml")));
        intake = new OfferIntake(TemplateRegistry.fromDirectory(templates, DOCUMENTS), DOCUMENTS,
                new DocumentValidator(DOCUMENTS), false);
    }

    @Test
    void anOfferMaySetTheFieldsItsTemplateLetsItSet() {
        CheckedOffer offer = intake.receive(modelRun("<accord:Application><accord:Executable>/opt/model/run"
                + "</accord:Executable><accord:Argument>--steps=10</accord:Argument>"
                + "<accord:Environment name=\"SEED\">7</accord:Environment></accord:Application>"));

        Application application = offer.offer().terms().job().orElseThrow().application().orElseThrow();
        assertThat(application.arguments()).containsExactly("--steps=10");
        assertThat(application.environment()).isEqualTo(Map.of("SEED", "7"));
    }

    @Test
    void anOfferCannotChangeAFieldItsTemplateFixes() {
        FaultException fault = catchThrowableOfType(FaultException.class, () -> intake.receive(modelRun(
                "<accord:Application><accord:Executable>/bin/rm</accord:Executable>"
                        + "<accord:WorkingDirectory>/</accord:WorkingDirectory></accord:Application>")));

        assertThat(fault.reason()).isEqualTo(FaultReason.CONSTRAINT_VIOLATION);
        assertThat(fault.getMessage()).isEqualTo("offer: accord:Application/accord:Executable must be '/opt/model/run' "
                + "as template 'model-run' gives it, not '/bin/rm'; accord:Application/accord:WorkingDirectory must be "
                + "absent as template 'model-run' gives it, not '/'; an offer may set Argument, Environment");
    }

    @Test
    void anOfferMustCarryTheApplicationItsTemplateGives() {
        FaultException fault = catchThrowableOfType(FaultException.class, () -> intake.receive(modelRun("")));

        assertThat(fault.reason()).isEqualTo(FaultReason.CONSTRAINT_VIOLATION);
        assertThat(fault.getMessage()).contains("template 'model-run' gives the job's accord:Application");
    }

    @Test
    void anOfferCannotNameTheUserItsJobRunsAs() {
        String asRoot = Offers.read("valid/librasla-job-jsdl-offer.xml").replace(
                "<jsdl-posix:WorkingDirectory>", "<jsdl-posix:UserName>root</jsdl-posix:UserName><jsdl-posix:WorkingDirectory>");

        FaultException fault = catchThrowableOfType(FaultException.class, () -> intake.receive(asRoot));

        assertThat(fault.reason()).isEqualTo(FaultReason.CONSTRAINT_VIOLATION);
        assertThat(fault.getMessage()).isEqualTo("offer: an offer cannot choose the user its job runs as "
                + "(jsdl-posix:UserName 'root'); the provider runs jobs as its configured user");
        FaultException accordUser = catchThrowableOfType(FaultException.class, () -> intake.receive(modelRun(
                "<accord:Application><accord:Executable>/opt/model/run</accord:Executable>"
                        + "<accord:User>root</accord:User></accord:Application>")));
        assertThat(accordUser.reason()).isEqualTo(FaultReason.INVALID_OFFER);
        assertThat(accordUser.getMessage()).contains("\"urn:accord:sla:1\":User}");
    }

    @Test
    void aJsdlPosixApplicationInAForeignOfferBecomesTheJobsApplication() {
        CheckedOffer offer = intake.receive(Offers.read("valid/librasla-job-jsdl-offer.xml"));

        assertThat(offer.offer().terms().job().orElseThrow().application()).contains(new Application("/bin/sh",
                List.of("-c", "echo \"folding $PROTEIN\""), Optional.of("/tmp"), Map.of("PROTEIN", "1UBQ")));
    }

    /** The librasla-job offer for template model-run, its job description holding {@code application}. */
    private static String modelRun(String application) {
        return Offers.librasla("model run").replace("librasla-job", "model-run")
                .replace("<accord:ReservedTime>7200</accord:ReservedTime>",
                        "<accord:ReservedTime>7200</accord:ReservedTime>" + application);
    }
}
