package org.accord.provider.rest;

import java.io.IOException;
import java.util.stream.Collectors;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.type.LogicalType;

/**
 * The binding's one JSON mapper, strict on the way in: unknown fields, duplicate fields, a string where a
 * number belongs or a number where a string belongs, {@code NaN}/{@code Infinity}, trailing content, nesting
 * deeper than {@value #MAX_DEPTH} and numbers longer than {@value #MAX_NUMBER_LENGTH} digits are all refused
 * with the JSON pointer of the place ({@link #read}). Bodies are records whose absent values are null and
 * left out of what is written.
 */
final class Json {

    /** How deep a request may nest objects and arrays; the API's bodies need 3. */
    static final int MAX_DEPTH = 16;
    /** The longest number a request may write, in characters; a double needs 24. */
    static final int MAX_NUMBER_LENGTH = 40;

    static final ObjectMapper MAPPER = mapper();

    private Json() {}

    /** {@code body} read as {@code type}, or a 400 problem naming what is wrong and where. */
    static <T> T read(byte[] body, Class<T> type) {
        if (body.length == 0) {
            throw Problems.invalidRequest("the request has no body; send a JSON object", "");
        }
        try {
            return MAPPER.readValue(body, type);
        } catch (UnrecognizedPropertyException e) {
            throw Problems.invalidRequest("unknown field '" + e.getPropertyName() + "'; known fields: "
                    + e.getKnownPropertyIds().stream().map(String::valueOf).sorted().collect(Collectors.joining(", ")),
                    pointer(e));
        } catch (JsonMappingException e) {
            throw Problems.invalidRequest(e.getOriginalMessage(), pointer(e));
        } catch (StreamConstraintsException e) {
            throw Problems.invalidRequest("the JSON is beyond this API's limits: " + e.getOriginalMessage(), "");
        } catch (JsonProcessingException e) {
            throw Problems.invalidRequest("the body is not valid JSON: " + e.getOriginalMessage()
                    + location(e), "");
        } catch (IOException e) {
            throw Problems.invalidRequest("the body cannot be read: " + e.getMessage(), "");
        }
    }

    /** RFC 6901 pointer of the field a mapping problem is at. */
    static String pointer(JsonMappingException e) {
        StringBuilder pointer = new StringBuilder();
        for (JsonMappingException.Reference reference : e.getPath()) {
            pointer.append('/');
            if (reference.getFieldName() != null) {
                pointer.append(reference.getFieldName().replace("~", "~0").replace("/", "~1"));
            } else {
                pointer.append(reference.getIndex());
            }
        }
        return pointer.toString();
    }

    private static String location(JsonProcessingException e) {
        return e.getLocation() == null ? ""
                : " (line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr() + ")";
    }

    private static ObjectMapper mapper() {
        JsonMapper mapper = JsonMapper.builder()
                .disable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
                .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
                .serializationInclusion(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
                .build();
        mapper.getFactory().setStreamReadConstraints(StreamReadConstraints.builder()
                .maxNestingDepth(MAX_DEPTH).maxNumberLength(MAX_NUMBER_LENGTH).build());
        mapper.coercionConfigFor(LogicalType.Textual)
                .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
        return mapper;
    }
}
