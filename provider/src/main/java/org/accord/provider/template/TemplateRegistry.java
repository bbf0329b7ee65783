package org.accord.provider.template;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.accord.document.Documents;
import org.accord.document.LoadedDocument;
import org.accord.provider.fault.ProviderException;
import org.accord.provider.execution.SlaKind;
import org.accord.provider.admission.UnsupportedOfferException;
import org.accord.template.Template;
import org.accord.validation.OfferCheck;

/**
 * The provider's templates by id, immutable once loaded. Either every {@code *.xml} file of a directory
 * ({@link Documents#readTemplates}) or the built-in set: the example templates that the build copies to
 * {@value #BUILT_IN_DIRECTORY} on the classpath, named one per line in {@value #BUILT_IN_INDEX} (an index
 * rather than a directory listing, because a servlet container need not list classpath directories).
 * Each template's admission path ({@link SlaKind}) is resolved here, once, and every offer made from it takes
 * that path. A template that fits neither path is still published (another implementation's template can be
 * read and negotiated over), but its offers are refused.
 */
public final class TemplateRegistry implements OfferCheck.Templates {

    /** Classpath folder of the built-in templates. */
    public static final String BUILT_IN_DIRECTORY = "accord/templates/";

    /** Classpath file naming the built-in templates, one file name per line. */
    public static final String BUILT_IN_INDEX = "accord/templates.index";

    private final Map<String, LoadedDocument<Template>> byId;
    private final Map<String, Optional<SlaKind>> kinds;

    private TemplateRegistry(List<LoadedDocument<Template>> templates) {
        Map<String, LoadedDocument<Template>> map = new LinkedHashMap<>();
        for (LoadedDocument<Template> template : templates) {
            String id = template.model().templateId();
            if (map.put(id, template) != null) {
                throw new ProviderException("two templates have the id '" + id + "' (" + template.source().source() + ")");
            }
        }
        if (map.isEmpty()) {
            throw new ProviderException("a provider needs at least one template");
        }
        this.byId = Collections.unmodifiableMap(map);
        Map<String, Optional<SlaKind>> resolved = new LinkedHashMap<>();
        map.forEach((id, template) -> resolved.put(id, SlaKind.resolve(template.model().terms())));
        this.kinds = Collections.unmodifiableMap(resolved);
    }

    /** The templates of {@code directory} when given, else the built-in set. */
    public static TemplateRegistry load(Optional<Path> directory, Documents documents) {
        return directory.map(dir -> fromDirectory(dir, documents)).orElseGet(() -> builtIn(documents));
    }

    /**
     * Every template file of {@code directory}.
     *
     * @throws org.accord.document.DocumentException naming every problem of every unreadable file
     */
    public static TemplateRegistry fromDirectory(Path directory, Documents documents) {
        return new TemplateRegistry(documents.readTemplates(directory));
    }

    /** The example templates built into the provider jar. */
    public static TemplateRegistry builtIn(Documents documents) {
        List<LoadedDocument<Template>> templates = new ArrayList<>();
        for (String name : builtInNames()) {
            try (InputStream in = resource(BUILT_IN_DIRECTORY + name)) {
                templates.add(documents.readTemplate(in, "classpath:" + BUILT_IN_DIRECTORY + name));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return new TemplateRegistry(templates);
    }

    /** The file names listed in {@value #BUILT_IN_INDEX}. */
    public static List<String> builtInNames() {
        try (BufferedReader reader = new BufferedReader(
                new InputStreamReader(resource(BUILT_IN_INDEX), StandardCharsets.UTF_8))) {
            return reader.lines().map(String::strip).filter(line -> !line.isEmpty()).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every template, in loading order. */
    @Override
    public List<Template> templates() {
        return byId.values().stream().map(LoadedDocument::model).toList();
    }

    /**
     * Every template as loaded (model, JAXB object and source), in loading order: what {@link TemplatePublisher}
     * publishes, so that a template is published as written. The JAXB objects are shared: read them, never
     * change them.
     */
    public List<LoadedDocument<Template>> documents() {
        return List.copyOf(byId.values());
    }

    /** The template with this id. */
    public Optional<Template> template(String templateId) {
        return find(templateId).map(LoadedDocument::model);
    }

    /** The template with this id, as loaded (model, XML and source), for intake's checks and the publisher. */
    @Override
    public Optional<LoadedDocument<Template>> find(String templateId) {
        return Optional.ofNullable(byId.get(templateId));
    }

    /**
     * The admission path of the offers made from template {@code templateId}, resolved when it was loaded.
     *
     * @throws UnsupportedOfferException if the template's terms fit neither path, or no template has this id
     */
    public SlaKind kind(String templateId) {
        Optional<SlaKind> kind = kinds.get(templateId);
        if (kind == null) {
            throw new UnsupportedOfferException("template '" + templateId + "' is not published by this provider");
        }
        return kind.orElseThrow(UnsupportedOfferException::neitherKind);
    }

    private static InputStream resource(String name) {
        InputStream in = TemplateRegistry.class.getClassLoader().getResourceAsStream(name);
        if (in == null) {
            throw new ProviderException("built-in template resource missing from the classpath: " + name);
        }
        return in;
    }
}
