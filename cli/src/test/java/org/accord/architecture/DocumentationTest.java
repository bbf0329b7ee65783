package org.accord.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * The documentation's house rules (CONTRIBUTING.md, "Documentation"), checked on the Markdown files of the
 * repository: the README stays a short map, every page it or the docs link to exists, and no page reads like a
 * run log (commit hashes, machine loads, "this session"): history lives in git.
 */
class DocumentationTest {

    private static final Path ROOT = Path.of("..");
    private static final int README_LIMIT_BYTES = 25 * 1024;

    /** A Markdown link or image target that is a path in the repository (no scheme, not only an anchor). */
    private static final Pattern LOCAL_LINK = Pattern.compile("\\]\\((?![a-z][a-z0-9+.-]*:)([^)#\\s]+)(#[^)\\s]*)?\\)");

    /** Phrases of a run log: a commit named by its hash, the machine's load, the session that wrote it. */
    private static final Pattern RUN_LOG = Pattern.compile(
            "(?i)\\bcommits?\\s+`?[0-9a-f]{7,40}\\b|\\b[0-9a-f]{40}\\b|load average|\\bloadavg\\b|this session"
                    + "|\\bin this run\\b");

    @Test
    void readmeStaysAShortMap() throws IOException {
        assertThat(Files.size(ROOT.resolve("README.md"))).as("README.md in bytes").isLessThanOrEqualTo(README_LIMIT_BYTES);
    }

    @Test
    void everyLocalLinkOfTheDocumentationNamesAFileThatExists() throws IOException {
        List<String> broken = new ArrayList<>();
        for (Path page : pages()) {
            Matcher link = LOCAL_LINK.matcher(Files.readString(page, StandardCharsets.UTF_8));
            while (link.find()) {
                if (!Files.exists(page.getParent().resolve(link.group(1)))) {
                    broken.add(ROOT.relativize(page) + ": " + link.group(1));
                }
            }
        }
        assertThat(broken).as("links to files that do not exist").isEmpty();
    }

    @Test
    void noPageReadsLikeARunLog() throws IOException {
        List<String> found = new ArrayList<>();
        for (Path page : pages()) {
            List<String> lines = Files.readAllLines(page, StandardCharsets.UTF_8);
            for (int i = 0; i < lines.size(); i++) {
                Matcher phrase = RUN_LOG.matcher(lines.get(i));
                if (phrase.find()) {
                    found.add(ROOT.relativize(page) + ":" + (i + 1) + ": " + phrase.group());
                }
            }
        }
        assertThat(found).as("run-log phrases (commit hashes, machine loads, sessions) in the docs").isEmpty();
    }

    @Test
    void theRunLogCheckCatchesHashesAndLoadsButNotIdentifiers() {
        assertThat(RUN_LOG.matcher("measured at commit 3f2a9c1 on main").find()).isTrue();
        assertThat(RUN_LOG.matcher("(load average 3.1 during the run)").find()).isTrue();
        assertThat(RUN_LOG.matcher("In this session the figure rose").find()).isTrue();
        assertThat(RUN_LOG.matcher("agreement 019ac4f3-0b0c-7b2f-9d8a-3f6e1b2c4d01 request=4f1c2a9b3e7d").find()).isFalse();
        assertThat(LOCAL_LINK.matcher("[the docs](docs/provider.md#configuration-reference)").find()).isTrue();
        assertThat(LOCAL_LINK.matcher("[CXF](https://cxf.apache.org/)").find()).isFalse();
    }

    /** README.md, RESULTS.md, CONTRIBUTING.md and every Markdown page under docs/. */
    private static List<Path> pages() throws IOException {
        List<Path> pages = new ArrayList<>(Stream.of("README.md", "RESULTS.md", "CONTRIBUTING.md")
                .map(ROOT::resolve).toList());
        try (Stream<Path> docs = Files.walk(ROOT.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        return pages;
    }
}
