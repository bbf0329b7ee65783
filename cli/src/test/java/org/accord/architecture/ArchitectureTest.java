package org.accord.architecture;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.EvaluationResult;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The module graph's promises, checked on the compiled main classes of every module (this module's tests see
 * them all, and {@link #checksTheMainClassesOfEveryModule} makes sure of it): no package depends, through any
 * chain, on a package that depends back on it; the scheduler core knows nothing of XML, SOAP or the experiments;
 * the provider reaches neither the command line nor the experiments. The generated JAXB packages count too:
 * their date adapter lives in a package of its own.
 */
class ArchitectureTest {

    private static JavaClasses classes;

    @BeforeAll
    static void importMainClasses() {
        // Main classes only: neither test-classes directories nor the modules' test jars (provider-*-tests.jar).
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .withImportOption(location -> !location.contains("-tests.jar"))
                .importPackages("org.accord");
    }

    /**
     * Every module of the build that has main code is among the classes checked: a module this one's tests do not
     * see (a new one, say) fails here, so that the other rules cannot pass by not looking at it.
     */
    @Test
    void checksTheMainClassesOfEveryModule() throws IOException {
        Path root = Path.of("..");
        Matcher module = Pattern.compile("<module>([^<]+)</module>").matcher(Files.readString(root.resolve("pom.xml")));
        List<String> unseen = new ArrayList<>();
        int withCode = 0;
        while (module.find()) {
            Path sources = root.resolve(module.group(1)).resolve("src/main/java");
            if (!Files.isDirectory(sources)) {
                continue;
            }
            withCode++;
            try (Stream<Path> files = Files.walk(sources)) {
                files.filter(f -> f.toString().endsWith(".java") && !f.endsWith("package-info.java"))
                        .map(f -> sources.relativize(f).toString().replace(File.separatorChar, '.'))
                        .map(name -> name.substring(0, name.length() - ".java".length()))
                        .filter(name -> !classes.contain(name)).findFirst()
                        .ifPresent(name -> unseen.add(module.group(1) + " (" + name + ")"));
            }
        }

        assertThat(withCode).as("modules with main code").isGreaterThanOrEqualTo(10);
        assertThat(unseen).as("modules whose main classes are not checked").isEmpty();
    }

    @Test
    void noPackageCycleInAnyModule() {
        EvaluationResult result = slices().matching("org.accord.(**)").should().beFreeOfCycles().evaluate(classes);

        assertThat(result.getFailureReport().getDetails()).as("package cycles").isEmpty();
    }

    @Test
    void theSchedulerCoreKnowsNothingOfXmlSoapOrTheExperiments() {
        EvaluationResult result = com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses()
                .that().resideInAnyPackage("org.accord.scheduler.admission..", "org.accord.scheduler.plan..",
                        "org.accord.scheduler.resource..", "org.accord.scheduler.sla..",
                        "org.accord.scheduler.contractnet..")
                .should().dependOnClassesThat().resideInAnyPackage("jakarta.xml..", "javax.xml..", "org.apache.cxf..",
                        "org.accord.schema..", "org.accord.scheduler.batch..", "org.accord.scheduler.workload..",
                        "org.accord.scheduler.simulation..", "org.accord.scheduler.federation..",
                        "org.accord.scheduler.tiling..")
                .evaluate(classes);

        assertThat(result.getFailureReport().getDetails()).isEmpty();
    }

    @Test
    void theProviderReachesNeitherTheCommandLineNorTheExperiments() {
        EvaluationResult result = com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses()
                .that().resideInAPackage("org.accord.provider..")
                .and().resideOutsideOfPackage("org.accord.provider.cli..")
                .and().doNotHaveSimpleName("LocalSlurmCluster").and().doNotHaveSimpleName("Munge")
                .and().doNotHaveSimpleName("SlurmConfig").and().doNotHaveSimpleName("SharedSlurmCluster")
                .and().doNotHaveSimpleName("SlurmRequired")
                .should().dependOnClassesThat().resideInAnyPackage("org.accord.cli..", "org.accord.demo..",
                        "picocli..", "org.accord.scheduler.batch..", "org.accord.scheduler.workload..",
                        "org.accord.scheduler.simulation..", "org.accord.scheduler.federation..",
                        "org.accord.scheduler.tiling..")
                .evaluate(classes);

        assertThat(result.getFailureReport().getDetails()).isEmpty();
    }
}
